/**
 * Calculated columns of Superset's example datasets, as their bundles define them (the `expression`
 * of the dataset YAML's columns, copied verbatim). `load-examples` registers these datasets under
 * the bundles' uuids, so a bundle imported afterwards finds them there and keeps them as they are:
 * without these, its charts would name columns the dataset does not have.
 */
import type { CalculatedColumnDef } from './register';

/** shared/superset-examples/COVID_Vaccine_Dashboard/datasets/examples/covid_vaccines.yaml */
export const COVID_VACCINES: readonly CalculatedColumnDef[] = [
  {
    name: 'clinical_stage',
    type: 'STRING',
    expression:
      "CASE \nWHEN stage_of_development = 'Pre-clinical' THEN '0. Pre-clinical'\nWHEN stage_of_development = 'Phase I' THEN '1. Phase I' \nWHEN stage_of_development = 'Phase I/II' or stage_of_development = 'Phase II' THEN '2. Phase II or Combined I/II'\nWHEN stage_of_development = 'Phase III' THEN '3. Phase III'\nWHEN stage_of_development = 'Authorized' THEN '4. Authorized'\nEND",
  },
];

/** shared/superset-examples/FCC_New_Coder_Survey_2018/datasets/examples/FCC_2018_Survey.yaml */
export const FCC_2018_SURVEY: readonly CalculatedColumnDef[] = [
  {
    name: 'highest_degree_earned',
    type: 'STRING',
    verboseName: 'Highest Degree Earned',
    expression:
      "CASE \n  WHEN school_degree = 'no high school (secondary school)' THEN 'A. No high school (secondary school)'\n  WHEN school_degree =  'some high school' THEN 'B. Some high school'\n  WHEN school_degree = 'high school diploma or equivalent (GED)' THEN 'C. High school diploma or equivalent (GED)'\n  WHEN school_degree = 'associate''s degree' THEN 'D. Associate''s degree'\n  WHEN school_degree = 'some college credit, no degree' THEN 'E. Some college credit, no degree'\n  WHEN school_degree = 'bachelor''s degree' THEN 'F. Bachelor''s degree'\n  WHEN school_degree = 'trade, technical, or vocational training' THEN 'G. Trade, technical, or vocational training'\n  WHEN school_degree = 'master''s degree (non-professional)' THEN 'H. Master''s degree (non-professional)'\n  WHEN school_degree = 'Ph.D.' THEN 'I. Ph.D.'\n  WHEN school_degree = 'professional degree (MBA, MD, JD, etc.)' THEN 'J. Professional degree (MBA, MD, JD, etc.)'\nEND",
  },
  {
    name: 'job_location_preference',
    type: 'STRING',
    verboseName: 'Job Location Preference',
    expression:
      "case \nwhen job_lctn_pref is Null then 'No Answer' \nwhen job_lctn_pref = 'from home' then 'From Home'\nwhen job_lctn_pref = 'no preference' then 'No Preference'\nwhen job_lctn_pref = 'in an office with other developers' then 'In an Office (with Other Developers)'\nelse job_lctn_pref\nend",
  },
  {
    name: 'ethnic_minority',
    type: 'STRING',
    verboseName: 'Ethnic Minority',
    expression:
      "CASE \nWHEN is_ethnic_minority = 0 THEN 'No, not an ethnic minority' \nWHEN is_ethnic_minority = 1 THEN 'Yes, an ethnic minority' \nELSE 'No Answer'\nEND",
  },
  {
    name: 'willing_to_relocate',
    type: 'STRING',
    verboseName: 'Willing To Relocate',
    expression:
      "CASE \nWHEN job_relocate = 0 THEN 'No: Not Willing to' \nWHEN job_relocate = 1 THEN 'Yes: Willing To'\nELSE 'No Answer'\nEND",
  },
  {
    name: 'developer_type',
    type: 'STRING',
    verboseName: 'Developer Type',
    expression:
      "CASE WHEN is_software_dev = 0 THEN 'Aspiring Developer' WHEN is_software_dev = 1 THEN 'Currently A Developer' END",
  },
  {
    name: 'first_time_developer',
    type: 'STRING',
    verboseName: 'First Time Developer',
    expression:
      "CASE \nWHEN is_first_dev_job = 0 THEN 'No' \nWHEN is_first_dev_job = 1 THEN 'Yes' \nELSE 'No Answer'\nEND",
  },
  {
    name: 'gender',
    type: 'STRING',
    expression:
      "CASE \nWHEN gender = 'Male' THEN 'Male'\nWHEN gender = 'Female' THEN 'Female'\nELSE 'Prefer Not to Say'\nEND",
  },
  {
    name: 'calc_first_time_dev',
    type: 'STRING',
    expression: "CASE WHEN is_first_dev_job = 0 THEN 'No' WHEN is_first_dev_job = 1 THEN 'Yes' END",
  },
];
