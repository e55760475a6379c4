import { accessibleLocation } from './access';
import { apiRoute, V2021_07_28, type Route, type StandInContext } from './context';
import { unprocessable } from './errors';
import { json, text, type StandInReply, type StandInRequest } from './http';
import { highLevelId } from './ids';
import type { CustomField } from './model';

/** custom-fields.json's enum (the v2 locations DTO leaves `dataType` a free string). */
export const DATA_TYPES = [
  'TEXT',
  'LARGE_TEXT',
  'NUMERICAL',
  'PHONE',
  'MONETORY',
  'CHECKBOX',
  'SINGLE_OPTIONS',
  'MULTIPLE_OPTIONS',
  'DATE',
  'TEXTBOX_LIST',
  'FILE_UPLOAD',
  'RADIO',
  'EMAIL',
];

/** `contact.<snake_name>`, made unique within the location (ours: §12). */
function fieldKey(existing: CustomField[], model: string, name: string): string {
  const base = `${model}.${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;
  let key = base;
  for (let n = 1; existing.some((field) => field.fieldKey === key); n++) key = `${base}_${n}`;
  return key;
}

export function newCustomField(
  existing: CustomField[],
  locationId: string,
  body: Record<string, unknown>,
): CustomField {
  const name = text(body, 'name');
  const dataType = text(body, 'dataType');
  const model = body.model === 'opportunity' ? 'opportunity' : 'contact';
  const problems = [
    ...(name ? [] : ['name should not be empty']),
    ...(dataType && DATA_TYPES.includes(dataType)
      ? []
      : [`dataType must be one of the following values: ${DATA_TYPES.join(', ')}`]),
  ];
  if (problems.length > 0) throw unprocessable(problems);
  return {
    id: highLevelId(),
    name: name ?? '',
    fieldKey: fieldKey(existing, model, name ?? ''),
    placeholder: text(body, 'placeholder') ?? '',
    dataType: dataType ?? 'TEXT',
    position: typeof body.position === 'number' ? body.position : 0,
    picklistOptions: [],
    picklistImageOptions: [],
    isAllowedCustomOption: false,
    isMultiFileAllowed: body.isMultipleFile === true,
    maxFileLimit: typeof body.maxNumberOfFiles === 'number' ? body.maxNumberOfFiles : 0,
    locationId,
    model,
  };
}

/** A sub-account's custom fields (apps/locations.json). */
export function customFieldRoutes(context: StandInContext): Route[] {
  const fieldsRoute = (
    method: string,
    scope: string,
    handle: (fields: CustomField[], request: StandInRequest, locationId: string) => StandInReply,
  ) =>
    apiRoute(
      method,
      '/locations/:locationId/customFields',
      'location',
      V2021_07_28,
      scope,
      (request, token) => {
        const location = accessibleLocation(context, token, request.params.locationId);
        return handle(context.store.data(location.id).customFields, request, location.id);
      },
    );

  return [
    fieldsRoute('GET', 'locations/customFields.readonly', (fields, request) => {
      const model = text(request.query, 'model') ?? 'all';
      return json(200, {
        customFields: fields.filter((field) => model === 'all' || field.model === model),
      });
    }),
    fieldsRoute('POST', 'locations/customFields.write', (fields, request, locationId) => {
      const field = newCustomField(fields, locationId, request.body);
      fields.push(field);
      return json(201, { customField: field });
    }),
  ];
}
