/** Layer rules of docs/architecture.md: domain is pure, web never reaches server or devices. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain is shared by server and web: it may import only libraries, nothing of ours',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^src/(server|web|devices)' },
    },
    {
      name: 'web-not-server',
      comment: 'the browser bundle must never pull in server or device code',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/(server|devices)' },
    },
    {
      name: 'devices-not-server-or-web',
      severity: 'error',
      from: { path: '^src/devices' },
      to: { path: '^src/(server|web)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.tsx?$' },
  },
};
