import { createContext, createElement, useContext, type ReactNode } from 'react';
/* The one place that starts machines with @xstate/react's own hooks. */
/* eslint-disable no-restricted-imports */
import {
  useActorRef as useXStateActorRef,
  useMachine as useXStateMachine,
} from '@xstate/react';
/* eslint-enable no-restricted-imports */
import type { AnyStateMachine, InspectionEvent, Observer } from 'xstate';

/**
 * How a screen's machines are watched (issue 30). Screens start their machines with this
 * `useMachine` / `useActorRef` (the same signatures as @xstate/react's); each adds the inspector
 * of the nearest `MachineInspector` to its actor's `inspect`, next to any the caller passes.
 * Outside Storybook and the tests no provider is mounted and nothing is added: the screens carry
 * no story-only code path. Storybook's preview mounts one per story to record the states and
 * transitions its play really reaches (.storybook/flows/recorder.ts); the step-through mounts one
 * to drive the machine a story starts.
 */
export type Inspector = (event: InspectionEvent) => void;

const InspectorContext = createContext<Inspector | undefined>(undefined);

export function MachineInspector({
  inspect,
  children,
}: {
  inspect: Inspector | undefined;
  children?: ReactNode;
}) {
  // An inner provider adds to the outer one: both the recorder and a step-through see the actor.
  const outer = useContext(InspectorContext);
  const value =
    outer && inspect
      ? (event: InspectionEvent) => {
          outer(event);
          inspect(event);
        }
      : (inspect ?? outer);
  return createElement(InspectorContext.Provider, { value }, children);
}

type InspectOption = Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

function withInspector<T extends { inspect?: InspectOption }>(
  options: T | undefined,
  inspector: Inspector | undefined,
): T | undefined {
  if (!inspector) return options;
  const own = options?.inspect;
  if (!own) return { ...(options as T), inspect: inspector };
  return {
    ...(options as T),
    inspect: (event: InspectionEvent) => {
      inspector(event);
      if (typeof own === 'function') own(event);
      else own.next?.(event);
    },
  };
}

/** @xstate/react's `useMachine`, watched by the nearest `MachineInspector` (if any). */
export const useMachine = (<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: Parameters<typeof useXStateMachine<TMachine>>[1],
) => {
  const inspector = useContext(InspectorContext);
  return useXStateMachine(machine, withInspector(options as never, inspector) as never);
}) as typeof useXStateMachine;

/** @xstate/react's `useActorRef`, watched by the nearest `MachineInspector` (if any). */
export const useActorRef = ((logic: AnyStateMachine, options?: object, observer?: never) => {
  const inspector = useContext(InspectorContext);
  return (useXStateActorRef as (...args: unknown[]) => unknown)(
    logic,
    withInspector(options, inspector),
    observer,
  );
}) as unknown as typeof useXStateActorRef;
