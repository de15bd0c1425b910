/** The id of one field of one filter's form: the validation focuses the first invalid one by it. */
export const fieldId = (filterId: string, field: string) => `filters-config-${field}-${filterId}`;
