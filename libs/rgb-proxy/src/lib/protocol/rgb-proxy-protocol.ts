/** The RGB proxy protocol version rgb-lib requires (it refuses any other `protocol_version`). */
export const RGB_PROXY_PROTOCOL_VERSION = '0.2';

export const RGB_PROXY_METHODS = ['server.info', 'consignment.get', 'consignment.post', 'ack.get', 'ack.post', 'media.get', 'media.post'] as const;
export type RgbProxyMethod = (typeof RGB_PROXY_METHODS)[number];

/** The methods that carry a file (multipart field `file`). */
export const UPLOAD_METHODS: readonly RgbProxyMethod[] = ['consignment.post', 'media.post'];

export function isRgbProxyMethod(method: string): method is RgbProxyMethod {
  return (RGB_PROXY_METHODS as readonly string[]).includes(method);
}

/** Largest consignment or media file accepted (the node's binary upload limit). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Largest JSON body: the JSON methods carry only ids and flags (the node's JSON limit). */
export const MAX_JSON_BYTES = 1024 * 1024;

/** Recipient and attachment ids are short (rgb-lib's are under 100 characters); longer ones are refused. */
export const MAX_ID_LENGTH = 256;
