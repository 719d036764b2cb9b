// Starts the server: validated config, listening, and a graceful shutdown (close-with-grace) on SIGTERM, SIGINT
// and the other terminating signals, and on an uncaught error: in-flight requests finish and the database closes
// cleanly before the process exits (0 after a signal, 1 after an error or when closing takes over 10 s).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';

const CLOSE_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 50;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  closeWithGrace({ delay: CLOSE_TIMEOUT_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught error; shutting down');
    else app.log.info({ signal }, 'shutting down');
    // close() drops the keep-alive connections idle at that moment; those still answering a request
    // become idle later and would hold the process open, so keep sweeping until everything is closed.
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.appName} is ready on http://${config.host}:${config.port} (store: ${config.databaseUrl ? 'postgres' : config.mongodbUri ? 'mongodb' : 'sqlite'})`);
}

await main();
