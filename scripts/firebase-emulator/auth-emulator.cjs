// The Firebase Auth emulator without the Firebase CLI around it: the CLI's own auth server
// (firebase-tools/lib/emulator/auth/server.js, exactly what `firebase emulators:start --only auth`
// serves), listening on 127.0.0.1.
//
//   node auth-emulator.cjs <firebase-tools folder> <project id> <port, 0 for any free one>
//
// Prints one line, {"port":<n>}, once it listens; ends on SIGTERM.
//
// Why not the CLI: before it listens, the auth server compiles an Ajv validator for every operation
// of the Identity Toolkit's OpenAPI spec, about 12 core-seconds on this machine kind (and twice the
// wall time while tests run alongside). Its router, exegesis, can compile each one on the request
// that first needs it instead (`lazyCompileValidationSchemas`); the CLI does not ask for that, so
// this launcher does. The requests are validated all the same. Start: 14 core-s → under 2. The hub,
// logging and UI servers the CLI adds are not needed by the SDK, the sandbox's proxy or the tests.
// Plain CommonJS run by plain Node: no tsx start-up on top.
'use strict';

const path = require('node:path');

const [toolsDir, projectId, portArgument] = process.argv.slice(2);
if (!toolsDir || !projectId || !/^\d+$/.test(portArgument ?? '')) {
  process.stderr.write('usage: node auth-emulator.cjs <firebase-tools folder> <project id> <port>\n');
  process.exit(2);
}

// The same module instance the auth server requires: resolved from inside firebase-tools.
const exegesisExpress = require(require.resolve('exegesis-express', { paths: [toolsDir] }));
const compileEveryValidatorFirst = exegesisExpress.middleware;
let askedForLazyValidators = false;
exegesisExpress.middleware = (spec, options) => {
  askedForLazyValidators = true;
  return compileEveryValidatorFirst(spec, { ...options, lazyCompileValidationSchemas: true });
};

const { createApp } = require(path.join(toolsDir, 'lib', 'emulator', 'auth', 'server.js'));
const { SingleProjectMode } = require(path.join(toolsDir, 'lib', 'emulator', 'auth', 'index.js'));

process.once('SIGTERM', () => process.exit(0));

// WARNING: what the CLI passes with `"singleProjectMode": true` (a request for another project is
// answered, with a warning in the log).
createApp(projectId, SingleProjectMode.WARNING).then(
  (app) => {
    // A newer firebase-tools that builds its router another way would silently start slow again.
    if (!askedForLazyValidators) {
      process.stderr.write('firebase-tools no longer builds the auth server with exegesis-express.middleware: update auth-emulator.cjs\n');
      process.exit(1);
    }
    const server = app.listen({ host: '127.0.0.1', port: Number(portArgument) }, () => {
      process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
    });
    server.once('error', (error) => {
      process.stderr.write(`The Auth emulator could not listen: ${error.message}\n`);
      process.exit(1);
    });
  },
  (error) => {
    process.stderr.write(`The Auth emulator could not start: ${error.stack ?? error}\n`);
    process.exit(1);
  },
);
