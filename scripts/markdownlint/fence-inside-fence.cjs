// A markdownlint rule (issue 29 item 11): a line inside a fenced code block that begins with a
// backtick fence but does not close the block. The README once opened a block with four
// backticks and "closed" it with three followed by prose, so everything down to the next
// four-backtick line rendered as code; no built-in rule (and not Prettier) notices that.
module.exports = {
  names: ['SS001', 'fence-inside-fence'],
  description: 'Fence-like line inside a fenced code block (the block does not end there)',
  tags: ['code'],
  parser: 'none',
  function: (params, onError) => {
    let open; // { char, length } of the fence the block opened with
    params.lines.forEach((line, i) => {
      const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
      if (!m) return;
      const [, run, rest] = m;
      if (!open) {
        open = { char: run[0], length: run.length };
        return;
      }
      const closes = run[0] === open.char && run.length >= open.length && rest.trim() === '';
      if (closes) open = undefined;
      else if (run[0] === open.char)
        onError({
          lineNumber: i + 1,
          detail: `the block opened with ${open.length} ${open.char} is still open here`,
          context: line.slice(0, 40),
        });
    });
  },
};
