// Starts the server: validated config, listening, and a graceful shutdown on SIGTERM/SIGINT in which
// in-flight requests finish and the database closes cleanly before the process exits.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';

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
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    // close() drops the keep-alive connections idle at that moment; those still answering a request
    // become idle later and would hold the process open, so keep sweeping until everything is closed.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.appName} is ready on http://${config.host}:${config.port} (store: ${config.mongodbUri ? 'mongodb' : 'sqlite'})`);
}

await main();
