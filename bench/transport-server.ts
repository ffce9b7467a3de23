// Candidate (c) of the transport comparison: a Playwright browser server in a child process. It prints its
// WebSocket endpoint as one line on stdout and closes the browser when stdin ends (the driver went away).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../pool/chromium.js';

const server = await chromium.launchServer({ executablePath: process.argv[2]!, headless: true, args: CHROMIUM_ARGS, host: '127.0.0.1', timeout: 60_000 });
process.stdout.write(`${server.wsEndpoint()}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
