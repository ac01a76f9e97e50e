import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from './support/accounts.ts';
import { fullBodyPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 45: the integrator's path from nothing to a first try-on, as the public guide writes it.
 * The commands of its "Get a token" and "A first try-on" sections are read from their code
 * blocks and run with curl, in order, against a real API on a real socket; the test only fills
 * the placeholders a reader fills (`<code>` from the mail, `<value>` from the answer before)
 * and, as the guide says of a development API, pays through the sandbox gateway. A change to
 * the guide's commands, or to the API under them, fails this test.
 */

const run = promisify(execFile);
const guide = readFileSync(new URL('../../docs/api/README.md', import.meta.url), 'utf8');

/** The shell commands of a guide section, continued lines joined, in order. */
function commandsOf(heading: string): string[] {
  const start = guide.indexOf(`\n## ${heading}\n`);
  expect(start, `the guide has no section “${heading}”`).toBeGreaterThan(0);
  const end = guide.indexOf('\n## ', start + 4);
  const text = guide.slice(start, end);
  const blocks = [...text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    block
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => line.trim() !== ''),
  );
}

/** An áo dài laid flat: a long fitted tunic, slit at the sides, with long sleeves. */
function aoDaiPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="700">
    <rect width="400" height="700" fill="#ffffff"/>
    <path d="M170 40 L230 40 L300 80 L390 300 L360 315 L280 150 L270 330 L300 660 L210 660 L200 340
      L190 660 L100 660 L130 330 L120 150 L40 315 L10 300 L100 80 Z" fill="#c8102e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

let api: TestApi;
let cwd: string;
beforeAll(async () => {
  api = await startTestApi();
  cwd = await mkdtemp(path.join(tmpdir(), 'kieu-integrator-'));
  // The files the guide's uploads name, in the folder its commands run in.
  await writeFile(
    path.join(cwd, 'lan.jpg'),
    await sharp(await fullBodyPhoto())
      .jpeg()
      .toBuffer(),
  );
  await writeFile(path.join(cwd, 'ao-dai-do.jpg'), await aoDaiPhoto());
}, 60_000);
afterAll(async () => {
  await api?.stop();
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

describe('the guide’s path from nothing to a first try-on (issue 45)', () => {
  it('signs up, gets a plan with API access, makes a token and tries an áo dài on', async () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    const filled: Record<string, () => Promise<string> | string> = {};
    const answers: Record<string, unknown>[] = [];
    const last = () => answers.at(-1)!;
    const password = 'một mật khẩu dài 2026';
    let email = '';

    /** Runs one command of the guide as a reader would, its placeholders filled. */
    async function perform(command: string): Promise<Record<string, unknown>> {
      let line = command;
      for (const placeholder of new Set(line.match(/<[^>]+>/g) ?? [])) {
        const fill = filled[placeholder];
        expect(fill, `the guide asks for ${placeholder}, which nothing before gave`).toBeDefined();
        line = line.replaceAll(placeholder, await fill!());
      }
      const exported = /^export (\w+)=(.*)$/.exec(line);
      if (exported) {
        // The API's address is this API's; the others are the values the guide said to keep.
        env[exported[1]!] = exported[1] === 'KIEU_API' ? api.url : exported[2]!;
        return {};
      }
      expect(line.startsWith('curl ')).toBe(true);
      const { stdout } = await run('sh', ['-c', `${line} --silent --show-error`], {
        cwd,
        env,
        timeout: 90_000,
      });
      const answer = JSON.parse(stdout) as Record<string, unknown>;
      answers.push(answer);
      return answer;
    }

    const token = commandsOf('Get a token');
    const tryOn = commandsOf('A first try-on');
    expect(token.filter((line) => line.startsWith('curl '))).toHaveLength(5);
    expect(tryOn.filter((line) => line.startsWith('curl '))).toHaveLength(4);

    filled['<password>'] = () => password;
    filled['<code>'] = () => latestCode(api, email);
    filled['<access_token>'] = () => String(last().access_token);
    filled['<value>'] = () => String(last().value);
    for (const line of token) {
      if (line.includes('/auth/register')) {
        email = /"email":"([^"]+)"/.exec(line)![1]!;
        await perform(line);
        expect(last()).not.toHaveProperty('code');
      } else if (line.includes('/payments/orders')) {
        // Before any plan, the free trial cannot make a token, as the guide says.
        const tokenCommand = token.find((one) => one.includes('/api-tokens'))!;
        expect(await perform(tokenCommand)).toMatchObject({
          code: 'plan_without_api_access',
          plan: 'pro',
        });
        // "A development API offers "gateway":"sandbox" instead."
        expect(line).toContain('"gateway":"vnpay"');
        const order = await perform(line.replace('"gateway":"vnpay"', '"gateway":"sandbox"'));
        expect(order).toMatchObject({ order: { status: 'pending' } });
        // The gateway's page, and its button that pays.
        const page = await fetch(String(order.redirectUrl));
        expect(page.status).toBe(200);
        const paid = await fetch(String(order.redirectUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome: 'success' }).toString(),
          redirect: 'manual',
        });
        expect(paid.headers.get('location')).toContain('/payment/success');
      } else {
        await perform(line);
      }
    }
    expect(env.KIEU_SESSION).toBeTruthy();
    expect(env.KIEU_TOKEN).toMatch(/^ks_live_/);

    const uploads: string[] = [];
    filled['<model upload id>'] = () => uploads[0]!;
    filled['<garment upload id>'] = () => uploads[1]!;
    let jobId = '';
    filled['<job id>'] = () => jobId;
    for (const line of tryOn) {
      const answer = await perform(line);
      if (line.includes('/v1/uploads')) {
        expect(answer, JSON.stringify(answer)).toMatchObject({ id: expect.any(String) });
        uploads.push(String(answer.id));
      } else if (line.includes('/jobs"') || line.includes("/jobs'")) {
        expect(answer, JSON.stringify(answer)).toMatchObject({ job: { service: 'virtual-tryon' } });
        jobId = String((answer.job as { id: string }).id);
      }
    }
    // "Read the job until its status is succeeded": the guide's last command, again.
    const read = tryOn.at(-1)!;
    let job = last();
    for (let tries = 0; ['queued', 'processing'].includes(String(job.status)); tries++) {
      expect(tries, 'the job did not end').toBeLessThan(120);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      job = await perform(read);
    }
    expect(job, JSON.stringify(job)).toMatchObject({
      status: 'succeeded',
      params: { category: 'ao-dai' },
    });
    const picture = await fetch(String((job.result as { url: string }).url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  }, 240_000);
});
