import fc from 'fast-check';

// Property tests run with a fixed seed so CI is reproducible; set FC_SEED to explore other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261130) });
