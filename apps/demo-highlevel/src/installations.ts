/** One install of the app: agency-wide (Company) or into one sub-account (Location). */
export interface Installation {
  userType: 'Company' | 'Location';
  companyId: string;
  /** Location installs only. */
  locationId?: string;
  userId: string;
  scope: string;
  approvedLocations: string[];
  installToFutureLocations: boolean;
  approveAllLocations: boolean;
  isBulkInstallation: boolean;
  installedAt: Map<string, string>;
}

/** Where the app is installed (it hears webhooks only from there). */
export class Installations {
  private readonly byKey = new Map<string, Installation>();

  put(installation: Installation): void {
    this.byKey.set(keyOf(installation), installation);
  }

  ofCompany(companyId: string): Installation | undefined {
    return this.byKey.get(`company:${companyId}`);
  }

  ofLocation(locationId: string): Installation | undefined {
    return this.byKey.get(`location:${locationId}`);
  }

  isInstalledAt(locationId: string): boolean {
    if (this.ofLocation(locationId)) return true;
    return [...this.byKey.values()].some((install) =>
      install.approvedLocations.includes(locationId),
    );
  }

  isInstalledIn(companyId: string): boolean {
    return [...this.byKey.values()].some((install) => install.companyId === companyId);
  }

  removeCompany(companyId: string): void {
    for (const [key, install] of this.byKey) {
      if (install.companyId === companyId) this.byKey.delete(key);
    }
  }

  removeLocation(locationId: string): void {
    this.byKey.delete(`location:${locationId}`);
    for (const install of this.byKey.values()) {
      install.approvedLocations = install.approvedLocations.filter((id) => id !== locationId);
      install.installedAt.delete(locationId);
    }
  }
}

const keyOf = (install: Installation) =>
  install.userType === 'Company'
    ? `company:${install.companyId}`
    : `location:${install.locationId ?? ''}`;
