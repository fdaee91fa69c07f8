// Starts the API reference on /api-docs (api/http/apiDocs.ts): both REST documents, served from our own
// files, in the page's language, with nothing fetched from elsewhere (the system's fonts, not Scalar's
// web fonts).
// not #api-reference: the standalone bundle mounts an empty reference of its own on an element with that id
const root = document.getElementById('reference');
const ownFiles = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  documentDownloadType: 'json',
  customCss: [
    ':root, .light-mode, .dark-mode {',
    '  --scalar-font: system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;',
    '  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;',
    '}',
    // Scalar's own "Generate SDKs & MCP" card links to its hosted services, which this page never reaches
    '.explore-scalar { display: none !important; }',
  ].join('\n'),
};
Scalar.createApiReference(root, {
  sources: JSON.parse(root.dataset.sources).map((source) => ({ ...source, ...ownFiles })),
  localization: { locale: root.dataset.locale },
  ...ownFiles,
});
