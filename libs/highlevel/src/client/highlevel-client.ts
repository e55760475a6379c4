import { HighLevelContacts } from './contacts';
import { HighLevelCustomMenus } from './custom-menus';
import { HighLevelHttp, type HighLevelHttpOptions } from './highlevel-http';
import { HighLevelOAuth, type OAuthApp } from './oauth';
import { HighLevelSetupReads } from './setup-reads';
import { HighLevelSubAccounts } from './sub-accounts';

/** Every HighLevel API area Retainly uses, over one HTTP pool and one limiter. */
export class HighLevelClient {
  readonly http: HighLevelHttp;
  readonly oauth: HighLevelOAuth;
  readonly subAccounts: HighLevelSubAccounts;
  readonly customMenus: HighLevelCustomMenus;
  readonly contacts: HighLevelContacts;
  readonly setupReads: HighLevelSetupReads;

  constructor(options: HighLevelHttpOptions & { app: OAuthApp }) {
    this.http = new HighLevelHttp(options);
    this.oauth = new HighLevelOAuth(this.http, options.app);
    this.subAccounts = new HighLevelSubAccounts(this.http);
    this.customMenus = new HighLevelCustomMenus(this.http);
    this.contacts = new HighLevelContacts(this.http);
    this.setupReads = new HighLevelSetupReads(this.http);
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
