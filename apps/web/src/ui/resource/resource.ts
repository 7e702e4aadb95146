import type { Endpoint } from '@backoffice/contract/http';
import type { SvgIconComponent } from '@mui/icons-material';
import { type UseMutationResult, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { call } from '../../core/api';
import { type EndpointKey, endpointQuery, mutationHook } from '../../core/endpoint-query';

/** One input of a resource's form. */
export interface ResourceField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  /** text (default), multiline, number, switch, color, select (`options`) or custom (`render`). */
  kind?: 'text' | 'multiline' | 'number' | 'switch' | 'color' | 'select' | 'custom';
  /** A custom field's input (a schedule picker): bound like the others, its error given. */
  render?: (input: CustomFieldInput) => ReactNode;
  /** A select's choices; `null` stands for "none". */
  options?: readonly { value: string | number | null; label: string }[];
  required?: boolean;
  /** Under the input while it has no error; a function of the form's values when it depends on them. */
  helper?: string | ((values: V) => string | undefined);
  /** Of the section's row, on screens wider than a phone: the whole row (default), half or a quarter. */
  width?: 'full' | 'half' | 'quarter';
  /** Shown only when the other values allow it (a cron expression for a custom schedule). */
  shownWhen?: (values: V) => boolean;
  min?: number;
  max?: number;
}

/** What a custom field's `render` gets. */
export interface CustomFieldInput {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}

/** A card of the form: its heading and hint beside the fields. */
export interface ResourceSection<V extends FieldValues> {
  title: string;
  /** Beside the heading; a function of the form's values when it says what they mean ("25 December"). */
  description?: string | ((values: V) => string);
  fields: readonly ResourceField<V>[];
  /** Below the fields, drawn from the form's values: a preview of what the record will do (its next dates). */
  footer?: (values: V) => ReactNode;
}

/** One column of the list: its heading and what a row shows in it. */
export interface ResourceColumn<T> {
  label: string;
  cell: (record: T) => ReactNode;
  align?: 'left' | 'right';
  /** Left out on phones (a description beside the name). */
  wide?: boolean;
}

type Id = { id: number };
type ListReply<T> = readonly T[] | { items: readonly T[] };

/**
 * A settings resource as declarations: its endpoints, its form (the contract's body schema, the
 * fields, how a record becomes form values and back) and its list's columns. `ResourceListPage`
 * and `ResourceFormPage` draw the screens; the module's route files are one line each.
 */
export interface ResourceDefinition<T extends Id, V extends FieldValues> {
  /** "tag", "grade": in titles, buttons and messages ("New tag", "Tag saved"). */
  name: string;
  /** The list's title ("Tags"). */
  plural: string;
  /** Under the list's title: what these records are for. */
  description?: string;
  /** Under the form's title: what to know before filling it in (new record: `undefined`). */
  formSubtitle?: string | ((record: T | undefined) => string);
  icon: SvgIconComponent;
  paths: { list: () => string; create: () => string; record: (id: number) => string };
  endpoints: {
    list: Endpoint & { reply: z.ZodType<ListReply<T>> };
    get: Endpoint & { reply: z.ZodType<T> };
    create: Endpoint & { reply: z.ZodType<T> };
    update: Endpoint & { reply: z.ZodType<T> };
    remove?: Endpoint;
  };
  /** More endpoints a change makes stale (a list of the active ones only). */
  invalidates?: readonly Endpoint[];
  /** The contract's body schema: the browser refuses what the server refuses. */
  schema: z.ZodType;
  /** A record (edit) or nothing (create) as the form's values. */
  toValues: (record: T | undefined) => V;
  /** The form's values as the request body; by default the values as they are. */
  toBody?: (values: V) => Record<string, unknown>;
  sections: readonly ResourceSection<V>[];
  columns: readonly ResourceColumn<T>[];
  /** The record's title on its page; by default its `name`. */
  title?: (record: T) => string;
  /** The empty list's title, when "No <plural> yet" does not say enough. */
  emptyTitle?: string;
  /** Said in the delete confirmation, below the question (what to do instead, what goes with it). */
  deleteHint?: string;
}

interface RecordInput {
  params?: { id: number };
  body?: Record<string, unknown>;
}

/** A resource with the data hooks its screens use, made once per resource (module scope). */
export interface Resource<T extends Id, V extends FieldValues> extends ResourceDefinition<T, V> {
  hooks: {
    list: () => UseQueryResult<readonly T[]>;
    get: (id: number) => UseQueryResult<T>;
    getOptions: (id: number) => UseQueryOptions<T, Error, T, EndpointKey>;
    create: () => UseMutationResult<T, Error, RecordInput>;
    update: () => UseMutationResult<T, Error, RecordInput>;
    remove: () => UseMutationResult<unknown, Error, RecordInput>;
  };
}

export function defineResource<T extends Id, V extends FieldValues>(
  definition: ResourceDefinition<T, V>,
): Resource<T, V> {
  const { list, get, create, update, remove } = definition.endpoints;
  const invalidates = [list, get, ...(definition.invalidates ?? [])];
  // The endpoints are the definition's; their typed inputs meet here as one shape.
  const send =
    <R>(endpoint: Endpoint) =>
    (input: RecordInput) =>
      (call as (e: Endpoint, i: RecordInput) => Promise<R>)(endpoint, input);
  const listQuery = endpointQuery(list as Endpoint, { select: (reply) => itemsOf(reply as ListReply<T>) ?? [] });
  const getQuery = endpointQuery(get as Endpoint);
  const getOptions = (id: number) =>
    getQuery.options({ params: { id } } as never) as unknown as UseQueryOptions<T, Error, T, EndpointKey>;
  const noRemove = () => Promise.reject(new Error(`A ${definition.name} cannot be deleted`));
  return {
    ...definition,
    hooks: {
      list: () => listQuery.use(undefined as never) as UseQueryResult<readonly T[]>,
      get: (id: number) => useQuery(getOptions(id)),
      getOptions,
      create: mutationHook(send<T>(create), { invalidates }),
      update: mutationHook(send<T>(update), { invalidates }),
      remove: mutationHook(remove ? send<unknown>(remove) : noRemove, { invalidates }),
    },
  };
}

/** A list endpoint's records, whether it answers an array or a page. */
export const itemsOf = <T>(reply: ListReply<T> | undefined): readonly T[] | undefined =>
  reply === undefined ? undefined : Array.isArray(reply) ? reply : (reply as { items: readonly T[] }).items;
