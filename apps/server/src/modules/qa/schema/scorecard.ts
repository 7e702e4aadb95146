// Quality control's scorecard (criteria and grades) and tags (services/settings.ts).
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../../core/db/schema.js';

export const qaScoreTypes = pgTable(
  'qa_score_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    weight: smallint('weight').notNull().default(1),
    critical: boolean('critical').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_score_types_name_uq').on(sql`lower(${t.name})`)],
);

export const qaScoreGrades = pgTable(
  'qa_score_grades',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: smallint('value').notNull(),
    color: text('color').notNull(),
    shortcut: smallint('shortcut'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_score_grades_name_uq').on(sql`lower(${t.name})`)],
);

export const qaTags = pgTable(
  'qa_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qa_tags_name_uq').on(sql`lower(${t.name})`)],
);
