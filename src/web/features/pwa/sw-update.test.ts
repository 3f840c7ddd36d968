import { describe, expect, it, vi } from 'vitest';
import { createUpdateController, type LifecycleEvent, type WorkerLifecycle } from './sw-update';

/** A stand-in for the worker's lifecycle (register-sw.ts): the test fires its events by hand. */
function fakeLifecycle() {
  const listeners = new Map<string, Set<(event: LifecycleEvent) => void>>();
  const wb: WorkerLifecycle & { fire(type: 'waiting' | 'controlling', event?: LifecycleEvent): void } = {
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    messageSkipWaiting: vi.fn(),
    fire(type, event = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return wb;
}

function setup() {
  const wb = fakeLifecycle();
  const reload = vi.fn();
  const controller = createUpdateController(wb, { reload });
  const seen: string[] = [];
  controller.subscribe(() => seen.push(controller.getStatus()));
  return { wb, reload, controller, seen };
}

describe('createUpdateController', () => {
  it('starts with nothing to show', () => {
    const { controller } = setup();
    expect(controller.getStatus()).toBe('none');
  });

  it('shows the update card when a new worker is waiting', () => {
    const { wb, controller, seen } = setup();
    wb.fire('waiting', { isUpdate: true });
    expect(controller.getStatus()).toBe('available');
    expect(seen).toEqual(['available']);
  });

  it("'Update Now' asks the waiting worker to skip waiting, and reloads when it takes control", () => {
    const { wb, controller, reload } = setup();
    wb.fire('waiting', { isUpdate: true });
    controller.applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(controller.getStatus()).toBe('updating');
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only once even if control changes again', () => {
    const { wb, controller, reload } = setup();
    wb.fire('waiting', { isUpdate: true });
    controller.applyUpdate();
    wb.fire('controlling', { isUpdate: true });
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after an update accepted on a page that was first uncontrolled', () => {
    const { wb, controller, reload } = setup();
    wb.fire('waiting', {});
    controller.applyUpdate();
    wb.fire('controlling', { isUpdate: false });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker claims the page (no update)', () => {
    const { wb, reload, controller } = setup();
    wb.fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(controller.getStatus()).toBe('none');
  });

  it('reloads when another tab accepted the update', () => {
    const { wb, reload } = setup();
    wb.fire('waiting', { isUpdate: true });
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('dismissing hides the card without touching the worker; a later waiting worker shows it again', () => {
    const { wb, controller, reload } = setup();
    wb.fire('waiting', { isUpdate: true });
    controller.dismiss();
    expect(controller.getStatus()).toBe('none');
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    wb.fire('waiting', { isUpdate: true });
    expect(controller.getStatus()).toBe('available');
  });

  it('ignores Update Now when nothing waits, and dismiss while updating', () => {
    const { wb, controller } = setup();
    controller.applyUpdate();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    wb.fire('waiting', { isUpdate: true });
    controller.applyUpdate();
    controller.dismiss();
    expect(controller.getStatus()).toBe('updating');
    wb.fire('waiting', { isUpdate: true });
    expect(controller.getStatus()).toBe('updating');
  });

  it('stops notifying after unsubscribe', () => {
    const { wb, controller } = setup();
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    unsubscribe();
    wb.fire('waiting', { isUpdate: true });
    expect(listener).not.toHaveBeenCalled();
  });
});
