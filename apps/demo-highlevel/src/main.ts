import { startHighLevelStandIn } from './stand-in';

/**
 * The stand-in on its own (demo mode): HIGHLEVEL_STANDIN_PORT (default 4010), the app's
 * HIGHLEVEL_CLIENT_ID / HIGHLEVEL_CLIENT_SECRET / HIGHLEVEL_SHARED_SECRET when set, and
 * HIGHLEVEL_STANDIN_WEBHOOK_URL for where webhooks go, HIGHLEVEL_STANDIN_WEBHOOK_PRIVATE_KEY
 * (Ed25519, PKCS#8 PEM) for a signing key that survives restarts. Prints the URL and the
 * webhook public key.
 */
async function main(): Promise<void> {
  const env = process.env;
  const standIn = await startHighLevelStandIn({
    port: Number(env.HIGHLEVEL_STANDIN_PORT ?? 4010),
    host: env.HIGHLEVEL_STANDIN_HOST ?? '127.0.0.1',
    webhookUrl: env.HIGHLEVEL_STANDIN_WEBHOOK_URL || undefined,
    webhookPrivateKeyPem: env.HIGHLEVEL_STANDIN_WEBHOOK_PRIVATE_KEY || undefined,
    app: {
      ...(env.HIGHLEVEL_CLIENT_ID ? { clientId: env.HIGHLEVEL_CLIENT_ID } : {}),
      ...(env.HIGHLEVEL_CLIENT_SECRET ? { clientSecret: env.HIGHLEVEL_CLIENT_SECRET } : {}),
      ...(env.HIGHLEVEL_SHARED_SECRET ? { sharedSecret: env.HIGHLEVEL_SHARED_SECRET } : {}),
    },
  });
  process.stdout.write(
    `HighLevel stand-in on ${standIn.url} (demo pages: ${standIn.url}/demo)\n` +
      `client id ${standIn.app.clientId}\nwebhook public key:\n${standIn.publicKeyPem}`,
  );
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
