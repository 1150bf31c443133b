// The part of busboy 1.x (no published typings) that lib/http/multipart-request.ts uses.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  namespace busboy {
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    }

    interface Config {
      headers: IncomingHttpHeaders;
      limits?: Limits;
    }

    interface FieldInfo {
      nameTruncated: boolean;
      valueTruncated: boolean;
      encoding: string;
      mimeType: string;
    }

    interface FileInfo {
      filename: string | undefined;
      encoding: string;
      mimeType: string;
    }

    type FileStream = Readable & { truncated?: boolean };

    interface Busboy extends Writable {
      on(event: 'field', listener: (name: string, value: string, info: FieldInfo) => void): this;
      on(event: 'file', listener: (name: string, stream: FileStream, info: FileInfo) => void): this;
      on(event: 'partsLimit' | 'filesLimit' | 'fieldsLimit' | 'close' | 'finish', listener: () => void): this;
      on(event: 'error', listener: (error: Error) => void): this;
      on(event: string | symbol, listener: (...args: unknown[]) => void): this;
    }
  }

  function busboy(config: busboy.Config): busboy.Busboy;
  export = busboy;
}
