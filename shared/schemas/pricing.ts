import * as v from 'valibot';
import { PLAN_IDS } from '../constants/plans.ts';
import { formObject } from './fields.ts';

export const planChoiceSchema = formObject({
  planId: v.picklist(PLAN_IDS, 'Please choose a valid plan'),
});
