// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, Notice } from '../../../client/ui/Notice';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Notice: one rule for every notice (spec 1 §9, 5 s)', () => {
  it('goes by itself after 5 s, and at once with its close button', () => {
    const onDismiss = vi.fn();
    render(<Notice title="Edición completada" text="Datos actualizados correctamente" tone="ok" onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 1);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(NOTICE_MS).toBe(5000);
  });

  it('waits while the pointer is on it or focus is in it, then counts 5 s again', () => {
    const onDismiss = vi.fn();
    render(<Notice title="Error con inicio de sesión" text="Intentelo nuevamente" onDismiss={onDismiss} />);
    const notice = screen.getByRole('alert');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.mouseEnter(notice);
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS * 2);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(notice);
    fireEvent.focus(screen.getByRole('button', { name: 'Cerrar aviso' }));
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS * 2);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole('button', { name: 'Cerrar aviso' }));
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 1);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('counts again when it shows another notice', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Notice title="Primero" onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    rerender(<Notice title="Segundo" onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
