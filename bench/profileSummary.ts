/**
 * The top frames of a V8 CPU profile (`node --cpu-prof`): self time per function and per package,
 * so a profile can be read in a terminal. Run: `npx tsx bench/profileSummary.ts <file.cpuprofile> [count]`.
 */
import { readFileSync } from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, countText] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profileSummary.ts <file.cpuprofile> [count]');
const count = Number(countText ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);

const place = (url: string) => {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length).replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1');
  if (url.startsWith('node:')) return url;
  return url ? url.replace(/^.*?\/(server|src|bench)\//, '$1/') : '(native)';
};
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const frames = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id) ?? { callFrame: { functionName: '?', url: '', lineNumber: 0 } };
  add(frames, `${callFrame.functionName || '(anonymous)'} ${place(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`, ms);
  add(packages, place(callFrame.url), ms);
}
// Inclusive time: a frame's own samples and those of everything it called (counted once per stack).
const inclusive = new Map<string, number>();
const frameName = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${place(node.callFrame.url)}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
const walk = (id: number, onStack: Set<string>): number => {
  const node = byId.get(id);
  if (!node) return 0;
  const name = frameName(node);
  const fresh = !onStack.has(name);
  if (fresh) onStack.add(name);
  const ms = (selfMs.get(id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + walk(child, onStack), 0);
  if (fresh) {
    add(inclusive, name, ms);
    onStack.delete(name);
  }
  return ms;
};
const root = profile.nodes[0];
if (root) walk(root.id, new Set());
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n');
console.log(`${file}: ${total.toFixed(0)} ms sampled\n\nself time by function:\n${top(frames)}\n\ninclusive time by function:\n${top(inclusive)}\n\nself time by package or file:\n${top(packages)}`);
