// The documents feature's public surface: what other features and the app shell may import.

export { DOCUMENTS_PAGE_SIZE, deleteDocument, documentsKeys } from './api/documents-api';
export { useCreateDocument, useDocuments } from './api/use-documents';
export { DocumentPreviewDialog } from './components/document-preview-dialog';
export { DownloadButton } from './components/download-button';
export { useDocumentDownload } from './use-document-download';
export { documentStatusTones } from './document-status';
