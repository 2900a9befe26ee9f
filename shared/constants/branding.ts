export const PRODUCT_NAME = 'Briefcast';
export const DEFAULT_PRIMARY_COLOR = '#2563eb';
export const DEFAULT_SECONDARY_COLOR = '#1e40af';
