// framer-motion's animation features (animate, exit, variants; no layout animations), which
// LazyMotion loads only when a motion part first renders.
export { domAnimation as default } from 'framer-motion';
