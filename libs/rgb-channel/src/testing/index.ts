export * from './rgb-invoices';
