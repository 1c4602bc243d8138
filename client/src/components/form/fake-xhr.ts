import { vi } from 'vitest';

/**
 * For tests: XMLHttpRequest replaced by requests the test answers by hand, so an upload's progress,
 * answer and failure can each be played out in order.
 */
export class FakeUpload {
  method = '';
  url = '';
  body: FormData | undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    requests.push(this);
  }

  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }

  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

const requests: FakeUpload[] = [];

/** Installs the fake for the current test (undo with vi.unstubAllGlobals) and answers the uploads sent. */
export function fakeUploads(): FakeUpload[] {
  requests.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return requests;
}
