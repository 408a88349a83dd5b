-- The privacy policy's newsletter section now names what decision 085 keeps: click counts per link of an issue
-- (never who clicked) and the reason a bounce or complaint notice gave. Stored privacy policies (published and draft)
-- that still hold the old built-in sentences word for word get the new ones; a sentence staff reworded is left alone.
-- Plain text replacement in the JSON: these sentences hold no character JSON escapes.
UPDATE content_documents SET published = replace(published::text, 'We send the newsletter from our own mail server; we do not use open-tracking pixels.', 'We send the newsletter from our own mail server; we do not use open-tracking pixels. For an issue where we choose to count clicks, its links lead through our website, which counts how often each link of that issue was followed and nothing about who followed it.')::jsonb
  WHERE id = 'legal/privacy-policy' AND published IS NOT NULL AND strpos(published::text, 'We send the newsletter from our own mail server; we do not use open-tracking pixels.') > 0;
--> statement-breakpoint
UPDATE content_documents SET published = replace(published::text, 'the same happens when your mail server refuses our mail for good or you report it as spam.', 'the same happens when your mail server refuses our mail for good or you report it as spam, which we learn from the automatic notices mail servers and mailbox providers send back to us; with the suppression entry we keep the reason the notice gave.')::jsonb
  WHERE id = 'legal/privacy-policy' AND published IS NOT NULL AND strpos(published::text, 'the same happens when your mail server refuses our mail for good or you report it as spam.') > 0;
--> statement-breakpoint
UPDATE content_documents SET draft = replace(draft::text, 'We send the newsletter from our own mail server; we do not use open-tracking pixels.', 'We send the newsletter from our own mail server; we do not use open-tracking pixels. For an issue where we choose to count clicks, its links lead through our website, which counts how often each link of that issue was followed and nothing about who followed it.')::jsonb
  WHERE id = 'legal/privacy-policy' AND draft IS NOT NULL AND strpos(draft::text, 'We send the newsletter from our own mail server; we do not use open-tracking pixels.') > 0;
--> statement-breakpoint
UPDATE content_documents SET draft = replace(draft::text, 'the same happens when your mail server refuses our mail for good or you report it as spam.', 'the same happens when your mail server refuses our mail for good or you report it as spam, which we learn from the automatic notices mail servers and mailbox providers send back to us; with the suppression entry we keep the reason the notice gave.')::jsonb
  WHERE id = 'legal/privacy-policy' AND draft IS NOT NULL AND strpos(draft::text, 'the same happens when your mail server refuses our mail for good or you report it as spam.') > 0;
