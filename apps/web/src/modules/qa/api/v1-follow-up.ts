// QC v1's feedbacks and escalations screens: their reads through the v1 calls. The moves on one are
// QC v2's (api/feedback.ts), whose invalidations reach these reads too.
import * as qa from '@backoffice/contract/modules/qa';
import { endpointQuery } from '../../../core/endpoint-query';

export const useV1Feedbacks = endpointQuery(qa.v1ListFeedbacks, { keepPreviousData: true }).use;
export const useV1SearchFeedbacks = endpointQuery(qa.v1SearchFeedbacks, { keepPreviousData: true }).use;
export const useV1Feedback = endpointQuery(qa.v1GetFeedback).use;
export const useV1Escalations = endpointQuery(qa.v1ListEscalations, { keepPreviousData: true }).use;
export const useV1SearchEscalations = endpointQuery(qa.v1SearchEscalations, { keepPreviousData: true }).use;
export const useV1Escalation = endpointQuery(qa.v1GetEscalation).use;
