// Starts the API reference on /api-docs (api/http/apiDocs.ts): both REST documents, served from our own
// files, in the page's language, with nothing fetched from elsewhere.
const root = document.getElementById('api-reference');
Scalar.createApiReference(root, {
  sources: JSON.parse(root.dataset.sources),
  localization: { locale: root.dataset.locale },
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  documentDownloadType: 'json',
});
