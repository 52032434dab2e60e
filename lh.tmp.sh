#!/bin/bash
timeout 150 npx lighthouse "$1" --chrome-path=/usr/bin/chromium --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync" --only-categories=performance,accessibility,best-practices,seo --output=json --output-path=/tmp/lh.json --quiet 2>/dev/null; node -e "
const r=require('/tmp/lh.json');console.log(Object.entries(r.categories).map(([k,v])=>k+' '+Math.round(v.score*100)).join(' | '));
for(const a of Object.values(r.audits)) if(a.score!==null&&a.score<0.9&&!['informative','manual','notApplicable'].includes(a.scoreDisplayMode)) console.log(' -',a.id,a.score,a.displayValue||'')"
