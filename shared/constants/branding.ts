export const PRODUCT_NAME = 'Briefcast';
export const DEFAULT_PRIMARY_COLOR = '#2563eb';
export const DEFAULT_SECONDARY_COLOR = '#1e40af';
export const SUPPORT_EMAIL = 'support@briefcast.app';
export const SUPPORT_PHONE = '+1 (555) 010-0199';
export const SALES_EMAIL = 'sales@briefcast.app';
