// jsdom, plus the Web APIs Node has and jsdom lacks (RTK Query's fetchBaseQuery needs them).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const location = this.global.location;
    // Browsers resolve relative URLs against the page; Node's Request needs an absolute one.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, location.href) : input, init);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      Blob,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      TransformStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
