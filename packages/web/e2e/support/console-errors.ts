import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';

/** A console error that is expected, and why. */
export interface ExpectedError {
  readonly why: string;
  readonly matches: (message: ConsoleMessage) => boolean;
}

/**
 * Chromium logs every response with an error status as a console error, whoever handles it: one
 * the app asks for knowing it may be refused matches this (its status and exact path).
 */
export function refusal(status: number, path: string): (message: ConsoleMessage) => boolean {
  return (message) =>
    message.text().startsWith(`Failed to load resource: the server responded with a status of ${status} `) &&
    new URL(message.location().url).pathname === path;
}

const expectedErrors: readonly ExpectedError[] = [
  {
    why: 'Tests refuse /api/v1/events to make the page poll; Chromium logs each refused attempt to open the stream.',
    matches: (message) =>
      message.text() === 'Failed to load resource: net::ERR_CONNECTION_REFUSED' &&
      new URL(message.location().url).pathname === '/api/v1/events',
  },
  {
    why: 'A signed-out page asks who is signed in: 401 is the answer "nobody", and sends it to sign-in.',
    matches: refusal(401, '/api/v1/auth/me'),
  },
  {
    why: 'A wrong password is refused with 401 and shown on the form (tests type one on purpose).',
    matches: refusal(401, '/api/v1/auth/login'),
  },
  {
    why: 'A wrong setup code is refused with 403 and shown on the form (tests type one on purpose).',
    matches: refusal(403, '/api/v1/setup'),
  },
];

/** Errors one context's test causes on purpose, beyond those every test may. */
const expectedByContext = new Map<BrowserContext, ExpectedError[]>();

/** Lets the context's pages log an error the test causes on purpose, saying why. */
export function expectConsoleError(context: BrowserContext, expected: ExpectedError): void {
  expectedByContext.set(context, [...(expectedByContext.get(context) ?? []), expected]);
}

function isExpected(context: BrowserContext, message: ConsoleMessage): boolean {
  return [...expectedErrors, ...(expectedByContext.get(context) ?? [])].some((expected) =>
    expected.matches(message),
  );
}

/** What each open context's pages logged as errors, not yet reported. */
const errorsByContext = new Map<BrowserContext, string[]>();

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console error: ${message.text()}${url === '' ? '' : ` (${url}:${lineNumber})`}`;
}

/** Hands over the errors logged in the context (all contexts, when none is named) and forgets them. */
export function takeConsoleErrors(context?: BrowserContext): string[] {
  const contexts = context === undefined ? [...errorsByContext.keys()] : [context];
  return contexts.flatMap((each) => {
    const errors = errorsByContext.get(each) ?? [];
    errorsByContext.set(each, []);
    return errors;
  });
}

function failOn(errors: readonly string[]): void {
  if (errors.length > 0) {
    throw new Error(`The page logged ${errors.length} error(s):\n${errors.map((e) => `  ${e}`).join('\n')}`);
  }
}

/** Fails if any page of the context (or of any context) logged an error since the last check. */
export function expectNoConsoleErrors(context?: BrowserContext): void {
  failOn(takeConsoleErrors(context));
}

function watchContext(context: BrowserContext): void {
  const errors: string[] = [];
  errorsByContext.set(context, errors);
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (isExpected(context, message)) return;
      errorsByContext.get(context)?.push(describeMessage(message));
    });
    page.on('pageerror', (error) => {
      errorsByContext.get(context)?.push(`uncaught: ${error.stack ?? error.message}`);
    });
  });
  // Closing the context is where a test ends with its pages: what they logged fails it there.
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    const left = takeConsoleErrors(context);
    errorsByContext.delete(context);
    expectedByContext.delete(context);
    failOn(left);
  };
}

/**
 * Makes every context the browser opens collect its pages' console errors and uncaught
 * exceptions, so that the test that produced them fails (when it closes the context, or after it).
 */
export function watchConsoleErrors(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
  return browser;
}
