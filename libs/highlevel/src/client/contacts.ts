import type { HighLevelHttp, TokenSource } from './highlevel-http';

export interface HighLevelContact {
  id: string;
  email?: string;
  tags?: string[];
  customFields?: { id: string; value?: unknown }[];
}

/** A contact custom field value as the write DTOs take it. */
export interface CustomFieldWrite {
  id: string;
  field_value: string | number;
}

export interface CustomField {
  id: string;
  name: string;
  fieldKey?: string;
  dataType?: string;
}

/** Contacts, their tags and the location's contact custom fields (sub-account token). */
export class HighLevelContacts {
  constructor(private readonly http: HighLevelHttp) {}

  /**
   * `POST /contacts/upsert`: the contact with this e-mail, created when missing, updated
   * otherwise (it follows the location's duplicate-contact setting, as the docs say).
   */
  async upsert(
    auth: TokenSource,
    locationId: string,
    contact: { email: string; name?: string; customFields?: CustomFieldWrite[] },
  ): Promise<{ new: boolean; contact: HighLevelContact }> {
    return this.http.send({
      method: 'POST',
      path: '/contacts/upsert',
      version: '2021-07-28',
      resource: locationId,
      auth,
      json: { locationId, ...contact },
    });
  }

  /** `POST /contacts/{contactId}/tags`: adding a tag the contact has is a no-op. */
  async addTags(auth: TokenSource, locationId: string, contactId: string, tags: string[]) {
    return this.http.send<{ tags: string[] }>({
      method: 'POST',
      path: `/contacts/${encodeURIComponent(contactId)}/tags`,
      version: '2021-07-28',
      resource: locationId,
      auth,
      json: { tags },
    });
  }

  /** `DELETE /contacts/{contactId}/tags` (its body names the tags). */
  async removeTags(auth: TokenSource, locationId: string, contactId: string, tags: string[]) {
    return this.http.send<{ tags: string[] }>({
      method: 'DELETE',
      path: `/contacts/${encodeURIComponent(contactId)}/tags`,
      version: '2021-07-28',
      resource: locationId,
      auth,
      json: { tags },
    });
  }

  /** `GET /locations/{locationId}/customFields?model=contact`. */
  async customFields(auth: TokenSource, locationId: string): Promise<CustomField[]> {
    const { customFields } = await this.http.send<{ customFields?: CustomField[] }>({
      method: 'GET',
      path: `/locations/${encodeURIComponent(locationId)}/customFields`,
      version: '2021-07-28',
      resource: locationId,
      auth,
      query: { model: 'contact' },
    });
    return customFields ?? [];
  }

  /** `POST /locations/{locationId}/customFields`. */
  async createCustomField(
    auth: TokenSource,
    locationId: string,
    field: { name: string; dataType: 'TEXT' | 'NUMERICAL' | 'DATE' },
  ): Promise<CustomField> {
    const { customField } = await this.http.send<{ customField: CustomField }>({
      method: 'POST',
      path: `/locations/${encodeURIComponent(locationId)}/customFields`,
      version: '2021-07-28',
      resource: locationId,
      auth,
      json: { ...field, model: 'contact' },
    });
    return customField;
  }
}
