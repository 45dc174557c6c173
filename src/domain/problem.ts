/** An RFC 9457 problem as the console server sends it; `messageKey` is an i18n key the web translates. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  messageKey: string;
  params?: Record<string, string | number>;
  errors?: { path: string; messageKey: string; params?: Record<string, string | number> }[];
}
