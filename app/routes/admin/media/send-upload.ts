import { href } from "react-router";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import { UPLOAD_HEADERS, type UploadAnswer } from "~/lib/media/upload-protocol";

/** What the server's own refusals (before the route answers) mean for the person uploading. */
const MESSAGE_FOR_STATUS: Record<number, string> = { 413: MEDIA_MESSAGES.tooLarge, 403: MEDIA_MESSAGES.readOnly };

/**
 * Sends one file as the request body, reporting progress (fetch cannot report upload progress, so
 * XMLHttpRequest). The size is checked here first only to save a pointless transfer; the type is
 * left to the server, which decides by the bytes (a PNG named .txt is a PNG).
 */
export function sendUpload(file: File, { alt = "", onProgress }: { alt?: string; onProgress?: (fraction: number) => void } = {}): Promise<UploadAnswer> {
  if (file.size > MEDIA_MAX_BYTES) return Promise.resolve({ ok: false, message: MEDIA_MESSAGES.tooLarge });
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", href("/svcs/admin-dashboard/media/upload"));
    request.setRequestHeader(UPLOAD_HEADERS.fileName, encodeURIComponent(file.name));
    request.setRequestHeader(UPLOAD_HEADERS.alt, encodeURIComponent(alt));
    request.setRequestHeader("Content-Type", "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as UploadAnswer;
        if (typeof body === "object" && body && "ok" in body) return resolve(body);
      } catch {
        // Not an answer of the upload route (a proxy's page, a sign-in page): say what the status means.
      }
      resolve({ ok: false, message: MESSAGE_FOR_STATUS[request.status] ?? MEDIA_MESSAGES.failed });
    };
    request.onerror = () => resolve({ ok: false, message: MEDIA_MESSAGES.failed });
    request.send(file);
  });
}
