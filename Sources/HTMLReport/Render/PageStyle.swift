/// The page's only style sheet, inlined: the page must open from a CI artifact with no
/// network, so nothing is fetched (system fonts, no images).
///
/// The diagram: every step row is a four-column grid (one column per lane) with a left
/// gutter for the time; a repeated gradient draws the four lifelines down the column
/// centres. An arrow covers the lanes it joins (`c12`: SDK to adapter) minus half a lane at
/// each end, so it runs from lifeline to lifeline; its line is the label's bottom border and
/// its head a CSS triangle. Percentage margins of grid items resolve against their grid area,
/// which is what makes "half a lane" `50% / lanes covered`.
enum PageStyle {
    static let css: StaticString = """
        :root{--fail:#b91c1c;--err:#9a3412;--skip:#6b7280;--pass:#15803d;--line:#cbd5e1;--ink:#111827;--mute:#4b5563}
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
        header,main{max-width:1280px;margin:0 auto;padding:0 16px}
        h1{font-size:22px;margin:16px 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:2px solid #e5e7eb}
        h3{font-size:15px;margin:18px 0 6px}h4{font-size:14px;margin:8px 0 2px}h5{font-size:12px;margin:10px 0 2px;color:var(--mute)}
        code,pre,.sq{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}
        pre{background:#f8fafc;border:1px solid #e5e7eb;padding:6px 8px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:24em;overflow:auto;margin:2px 0}
        .totals{display:flex;flex-wrap:wrap;gap:6px 18px;margin:8px 0;padding:0}.totals div{display:flex;gap:6px}
        .totals dt{color:var(--mute)}.totals dd{margin:0;font-weight:600}
        .warn{background:#fef3c7;border:1px solid #f59e0b;padding:6px 10px}
        .props{font-size:12px;color:var(--mute)}.props td,.props th{padding:0 10px 0 0;text-align:left;vertical-align:top}
        .scroll{overflow-x:auto}
        #overview{border-collapse:collapse;font-size:12px}#overview th,#overview td{border:1px solid #e5e7eb;padding:3px 6px;text-align:left;white-space:nowrap}
        #overview thead th{background:#f3f4f6}.sum{background:#f9fafb}
        .k{display:inline-block;min-width:2.2em;margin-right:3px;font-weight:600}
        .failed{color:var(--fail)}.error{color:var(--err)}.skipped{color:var(--skip)}.passed{color:var(--pass)}
        #filters{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid #e5e7eb;padding:8px 0;display:flex;flex-wrap:wrap;gap:6px 10px;align-items:center}
        #filters label{font-size:12px;color:var(--mute)}#filters select,#filters input,#filters button{font:inherit;padding:2px 4px}
        :focus-visible{outline:3px solid #2563eb;outline-offset:1px}
        .group>h3 .n{color:var(--mute);font-weight:400}.why{color:var(--mute);margin:2px 0 8px}
        details.case{border:1px solid #e5e7eb;border-radius:4px;margin:4px 0}
        details.case>summary{cursor:pointer;padding:4px 8px;list-style-position:outside;margin-left:14px}
        details.case[open]>summary{background:#f9fafb;border-bottom:1px solid #e5e7eb}
        .o{font-weight:700;text-transform:uppercase;font-size:11px}.ad{color:var(--mute)}.rs{color:var(--fail);font-weight:600}.ti{color:var(--mute)}
        .body{padding:6px 10px 10px}.rid{color:var(--fail)}.lvl{font-weight:400;color:var(--mute)}
        .fd{display:grid;grid-template-columns:max-content 1fr;gap:0 10px;margin:2px 0 6px}.fd dt{color:var(--mute)}.fd dd{margin:0;overflow-wrap:anywhere}
        .fault strong{color:var(--err);text-transform:uppercase;font-size:11px}.checks,.note,.skip{color:var(--mute)}
        .sq{margin:8px 0;border:1px solid #e5e7eb;padding:4px 0}.sq ol{list-style:none;margin:0;padding:0}
        .sq li{display:grid;grid-template-columns:repeat(4,1fr);position:relative;padding:0 6px 0 7.5em;min-height:2.2em;align-items:end;
          background-image:linear-gradient(90deg,transparent calc(50% - 1px),var(--line) calc(50% - 1px),var(--line) calc(50% + 1px),transparent calc(50% + 1px));
          background-size:25% 100%;background-repeat:repeat-x;background-origin:content-box;background-clip:content-box}
        .sq li.hd{background-image:none;align-items:center;font-weight:700;font-family:system-ui,sans-serif;font-size:12px}
        .sq li.hd span{text-align:center;border-bottom:2px solid var(--line)}
        .sq i{position:absolute;left:6px;top:3px;width:7em;font-style:normal;color:var(--mute)}
        .sq em{display:block;font-style:normal;font-weight:700;color:#fff;background:var(--fail);border-radius:3px;padding:0 4px;width:max-content;margin-top:1px}
        .sq p{margin:2px 0;overflow-wrap:anywhere;position:relative}
        .sq b{font-weight:600;border-radius:3px;padding:0 3px;margin-right:5px;font-size:11px;white-space:nowrap;background:#e2e8f0;color:#1e293b}
        .sq .tb b{background:#dbeafe;color:#1e3a8a}.sq .tr b{background:#ffedd5;color:#9a3412}.sq .to b{background:#f3e8ff;color:#6b21a8}
        .sq li{--ac:#334155}.sq .tb{--ac:#2563eb}.sq .tr{--ac:#ea580c}.sq .to{--ac:#9333ea}
        .sq .a p{border-bottom:2px solid var(--ac);padding:0 10px 1px}
        .sq .a p::after{content:"";position:absolute;bottom:-6px;border-top:5px solid transparent;border-bottom:5px solid transparent}
        .sq .rt p::after{right:-2px;border-left:8px solid var(--ac)}.sq .lt p::after{left:-2px;border-right:8px solid var(--ac)}
        .sq .rt p{text-align:left}.sq .lt p{text-align:right}
        .sq .n p{background:#f8fafc;border:1px solid #e2e8f0;border-left:3px solid #94a3b8;padding:1px 6px;color:#334155}
        .sq .h p{text-align:center;font-style:italic;color:var(--mute);border-top:1px dashed var(--line);background:#fff}
        .c00 p{grid-column:1/2}.c11 p{grid-column:2/3}.c22 p{grid-column:3/4}.c33 p{grid-column:4/5}
        .c01 p{grid-column:1/3}.c12 p{grid-column:2/4}.c23 p{grid-column:3/5}.c02 p{grid-column:1/4}.c13 p{grid-column:2/5}.c03 p{grid-column:1/5}
        .sq .h p{grid-column:1/-1}
        .sq .a.c01 p,.sq .a.c12 p,.sq .a.c23 p{margin-inline:25%}.sq .a.c02 p,.sq .a.c13 p{margin-inline:16.667%}
        .sq .a.c03 p{margin-inline:12.5%}
        .sq li.v{background-color:#fee2e2;box-shadow:inset 4px 0 0 var(--fail)}.sq li.v p{font-weight:600}
        .sq .none{padding:6px 10px;color:var(--mute)}.sq .none em{display:inline-block;margin-right:6px}
        .legend{font-size:12px;color:var(--mute)}
        """
}
