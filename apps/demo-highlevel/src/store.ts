import type { Company, CustomMenu, Location, LocationData, User } from './model';

/** The stand-in's in-memory HighLevel. */
export class Store {
  readonly companies = new Map<string, Company>();
  readonly locations = new Map<string, Location>();
  readonly users = new Map<string, User>();
  readonly customMenus = new Map<string, CustomMenu>();
  private readonly insides = new Map<string, LocationData>();

  /** The sub-account's contents (created empty on first use). */
  data(locationId: string): LocationData {
    let data = this.insides.get(locationId);
    if (!data) {
      data = {
        contacts: new Map(),
        customFields: [],
        calendars: [],
        phoneNumbers: [],
        pipelines: [],
        workflows: [],
        forms: [],
        funnels: [],
        messages: [],
      };
      this.insides.set(locationId, data);
    }
    return data;
  }

  locationsOf(companyId: string): Location[] {
    return [...this.locations.values()].filter((location) => location.companyId === companyId);
  }

  usersOf(companyId: string): User[] {
    return [...this.users.values()].filter((user) => user.companyId === companyId);
  }
}
