// The bench's baseline: a bare Fastify hello-world on the same machine, in its own process like the app.
// `/same-size/:bytes` is the framework's ceiling for a scenario: bare Fastify taking the scenario's request
// (method and body, parsed as Fastify parses JSON) and answering with as many bytes as the app's answer.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const answers = new Map<number, Buffer>();
const answerOf = (bytes: number): Buffer => {
  let answer = answers.get(bytes);
  if (!answer) {
    answer = Buffer.from(JSON.stringify({ text: 'x'.repeat(Math.max(0, bytes - 11)) }));
    answers.set(bytes, answer);
  }
  return answer;
};
app.route<{ Params: { bytes: string } }>({
  method: ['GET', 'POST'],
  url: '/same-size/:bytes',
  handler: async (request, reply) => reply.type('application/json; charset=utf-8').send(answerOf(Number(request.params.bytes))),
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// A normal exit, so `--cpu-prof` writes its profile (bench/profile.ts … ceiling); a signal's default would not.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
