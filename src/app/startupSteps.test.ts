import type * as startupSteps from './startupSteps';

type StartupSteps = typeof startupSteps;

const globals = globalThis as unknown as {
  __webpack_require__?: ((id: number) => unknown) & { startupOrder?: number[] };
  scheduler?: { yield: () => Promise<void> };
};

/** A fresh copy of the module (it remembers how far it has got) and a fake webpack require. */
function setUp(order: number[] | undefined, msPerModule = 1) {
  const evaluated: number[] = [];
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  globals.__webpack_require__ = Object.assign(
    (id: number) => {
      evaluated.push(id);
      now += msPerModule;
    },
    { startupOrder: order },
  );
  const yields = jest.fn(() => Promise.resolve());
  globals.scheduler = { yield: yields };
  let steps!: StartupSteps;
  jest.isolateModules(() => {
    steps = jest.requireActual<StartupSteps>('./startupSteps');
  });
  return { steps, evaluated, yields };
}

afterEach(() => {
  delete globals.__webpack_require__;
  delete globals.scheduler;
});

describe('evaluateStartupModules', () => {
  it('evaluates the build’s order up to the module asked for, then the rest, each module once', async () => {
    const { steps, evaluated } = setUp([4, 8, 15, 16, 23, 42]);
    await steps.evaluateStartupModules(15);
    expect(evaluated).toEqual([4, 8, 15]);
    await steps.evaluateStartupModules();
    expect(evaluated).toEqual([4, 8, 15, 16, 23, 42]);
    await steps.evaluateStartupModules();
    expect(evaluated).toHaveLength(6);
  });

  it('ends the task once a step has taken more than 5 ms', async () => {
    const { steps, evaluated, yields } = setUp([1, 2, 3, 4, 5, 6, 7], 3);
    await steps.evaluateStartupModules();
    expect(evaluated).toHaveLength(7);
    // 3 ms a module: the step ends after the second (6 ms), three times over seven modules.
    expect(yields).toHaveBeenCalledTimes(3);
  });

  it('leaves the work to the imports when the build gives no order (development, tests)', async () => {
    const { steps, evaluated, yields } = setUp(undefined);
    await steps.evaluateStartupModules(15);
    expect(evaluated).toEqual([]);
    expect(yields).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const { steps, yields } = setUp(undefined);
    await steps.nextTask();
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('otherwise ends the task with a timer', async () => {
    const { steps } = setUp(undefined);
    delete globals.scheduler;
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const resumed = jest.fn();
    void steps.nextTask().then(resumed);
    await Promise.resolve();
    expect(resumed).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(resumed).toHaveBeenCalled();
    jest.useRealTimers();
  });
});

describe('openSessionStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the tab’s sessionStorage once, so the router’s first read is quick', () => {
    const { steps } = setUp(undefined);
    const read = jest.spyOn(Storage.prototype, 'getItem');
    steps.openSessionStorage();
    expect(read.mock.contexts).toEqual([window.sessionStorage]);
  });

  it('does nothing where storage is disabled', () => {
    const { steps } = setUp(undefined);
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => steps.openSessionStorage()).not.toThrow();
  });
});
