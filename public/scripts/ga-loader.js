// Loads the GA4 tag when an analytics ID is configured (the page only includes this file then).
// The tag counts this first page load; the site's tracker reports later client-side navigations.
(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute("data-measurement-id");
  if (!id || !/^G-[A-Z0-9]{4,20}$/.test(id)) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () {
    window.dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true });
  var tag = document.createElement("script");
  tag.async = true;
  tag.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(id);
  document.head.appendChild(tag);
})();
