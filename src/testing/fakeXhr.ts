/** Just enough of XMLHttpRequest to drive an upload by hand: progress, then an answer or an error. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  readonly upload = { addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => this.uploadListeners.push(listener) };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.forEach((listener) => listener({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.listeners.load?.forEach((listener) => listener());
  }
  fail(type: 'error' | 'timeout') {
    this.listeners[type]?.forEach((listener) => listener());
  }
}
