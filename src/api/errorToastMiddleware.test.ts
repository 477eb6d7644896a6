import configureMockStore from 'redux-mock-store';
import { toaster } from '@/components/ui/toaster';
import { errorToastMiddleware } from './errorToastMiddleware';

const mockStore = configureMockStore<object>([errorToastMiddleware]);

function rejected(payload: unknown, handlesErrors: boolean) {
  return {
    type: 'api/executeQuery/rejected',
    payload,
    error: { message: 'Rejected' },
    meta: {
      rejectedWithValue: true,
      requestStatus: 'rejected',
      requestId: 'r1',
      baseQueryMeta: { handlesErrors },
      arg: {},
    },
  };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  toaster.remove();
});

it('toasts a translated message for a failed call and passes the action on', () => {
  const create = jest.spyOn(toaster, 'create');
  const store = mockStore({});
  const action = rejected({ status: 0, code: 'network_error', message: 'Failed to fetch' }, false);
  store.dispatch(action);
  expect(create).toHaveBeenCalledWith(
    expect.objectContaining({
      type: 'error',
      title: 'The server could not be reached. Check your connection and try again.',
    }),
  );
  expect(store.getActions()).toEqual([action]);
});

it('uses the generic message for an unknown error code', () => {
  const create = jest.spyOn(toaster, 'create');
  mockStore({}).dispatch(rejected({ status: 500, code: 'db_down', message: 'boom' }, false));
  expect(create).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'error', title: 'An unhandled error occurred.' }),
  );
});

it('stays silent for endpoints that show their own errors', () => {
  const create = jest.spyOn(toaster, 'create');
  const store = mockStore({});
  store.dispatch(rejected({ status: 400, code: 'invalid_email', message: 'bad' }, true));
  expect(create).not.toHaveBeenCalled();
  expect(store.getActions()).toHaveLength(1);
});

it('shows one toast when several calls fail for the same reason at once (offline)', () => {
  const store = mockStore({});
  store.dispatch(rejected({ status: 0, code: 'network_error', message: 'Failed to fetch' }, false));
  store.dispatch(rejected({ status: 0, code: 'network_error', message: 'Failed to fetch' }, false));
  expect(toaster.getVisibleToasts()).toHaveLength(1);
  store.dispatch(rejected({ status: 500, code: 'db_down', message: 'boom' }, false));
  expect(toaster.getVisibleToasts()).toHaveLength(2);
});
