-- Drives Neovim's own LSP client (0.7) against `idv-res lsp`, headless, with the set-up
-- docs/editors.md shows (neovim-setup.lua, `idv-res` found on PATH):
--   PATH=/dir/of/idv-res:$PATH FILE=/bundle/widget.xml OUT=/tmp/result.json STEPS=diagnostic \
--     nvim --headless -u NONE -c 'luafile neovim-setup.lua' -c 'luafile neovim-client.lua'
-- STEPS: "diagnostic" (misspell the attribute at LINE:COL, 0-based, and wait for its finding),
-- "features" (completion at COMPLETE_LINE:COMPLETE_COL, hover at HOVER_LINE:HOVER_COL),
-- "bundle" (STRINGS opened too: one server; TOKEN's line removed from it, then widget.xml
-- edited), "navigation" (symbols, colours, references, inlay hints at TOKEN_LINE:TOKEN_COL,
-- element completion on a new line typed at VIEW_LINE, then rename to NEW_NAME).
-- Writes what it saw to OUT as JSON, then quits.
local env = vim.env
local result = { steps = env.STEPS, started = 0 }
local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, env.OUT)
  vim.cmd('qa!')
end

-- Every server the set-up starts is counted, and its exit status kept.
local start_client = vim.lsp.start_client
vim.lsp.start_client = function(config)
  result.started = result.started + 1
  config.on_exit = function(code) result.server_exit = code end
  return start_client(config)
end
-- The version of the last findings published for each file.
local versions = {}
local publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
  versions[params.uri] = params.version or -1
  return publish(err, params, ctx, config)
end
dofile(env.SETUP)

vim.cmd('edit ' .. vim.fn.fnameescape(env.FILE))
local bufnr = vim.api.nvim_get_current_buf()
local function client() return vim.lsp.get_active_clients()[1] end

local function diagnostics(buffer)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buffer or bufnr)) do
    table.insert(found, { code = d.code, message = d.message, lnum = d.lnum, col = d.col, end_col = d.end_col, source = d.source })
  end
  return found
end

-- The findings of the file as opened (the client attached, the server answered).
result.opened = vim.wait(20000, function()
  return client() ~= nil and client().initialized and #diagnostics() > 0
end, 20)
result.initial = diagnostics()

-- Waits for the findings of `buffer`'s current text.
local function settled(buffer)
  local uri = vim.uri_from_bufnr(buffer)
  local tick = vim.api.nvim_buf_get_changedtick(buffer)
  return vim.wait(20000, function() return (versions[uri] or -1) >= tick end, 20)
end

local function at(l, c)
  return { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = tonumber(l), character = tonumber(c) } }
end

-- The answer of the one server to a request on the widget buffer.
local function ask(method, params)
  local answers = vim.lsp.buf_request_sync(bufnr, method, params, 20000) or {}
  for _, answer in pairs(answers) do return answer.result end
end

local function has_code(found, code, text)
  for _, d in ipairs(found) do
    if d.code == code and d.message:find(text, 1, true) then return true end
  end
  return false
end

if env.STEPS == 'diagnostic' then
  local line, col = tonumber(env.LINE), tonumber(env.COL)
  -- "text" -> "txet": what a slip of the fingers does; sent as an incremental didChange.
  vim.api.nvim_buf_set_text(bufnr, line, col + 1, line, col + 3, { 'xe' })
  result.received = vim.wait(20000, function()
    for _, d in ipairs(diagnostics()) do
      if d.code == 'views.unknown-attribute' and d.lnum == line and d.message:find("'txet'", 1, true) then
        return true
      end
    end
    return false
  end, 20)
  result.after = diagnostics()
elseif env.STEPS == 'features' then
  local completion = ask('textDocument/completion', at(env.COMPLETE_LINE, env.COMPLETE_COL))
  result.completion = {}
  for _, item in ipairs(completion and (completion.items or completion) or {}) do
    table.insert(result.completion, item.label)
  end
  local hover = ask('textDocument/hover', at(env.HOVER_LINE, env.HOVER_COL))
  result.hover = hover and type(hover.contents) == 'table' and hover.contents.value or ''
elseif env.STEPS == 'bundle' then
  local widget = bufnr
  vim.cmd('edit ' .. vim.fn.fnameescape(env.STRINGS))
  local strings = vim.api.nvim_get_current_buf()
  result.attached = vim.wait(20000, function() return vim.tbl_count(vim.lsp.buf_get_clients(strings)) == 1 end, 20)
  result.clients = #vim.lsp.get_active_clients()
  -- The token's line removed from the strings buffer, not saved.
  local missing = "text token '" .. env.TOKEN .. "'"
  for index, text in ipairs(vim.api.nvim_buf_get_lines(strings, 0, -1, false)) do
    if text:find('id="' .. env.TOKEN .. '"', 1, true) then
      vim.api.nvim_buf_set_lines(strings, index - 1, index, false, {})
      break
    end
  end
  result.after_strings = vim.wait(20000, function()
    return has_code(diagnostics(widget), 'views.undefined-token', missing)
  end, 20)
  -- Then an edit in widget.xml: the finding stays, the token is still missing.
  vim.api.nvim_buf_set_lines(widget, -1, -1, false, { '' })
  result.widget_settled = settled(widget)
  result.after_widget = has_code(diagnostics(widget), 'views.undefined-token', missing)
  -- The files with findings that are not open, as :lua vim.diagnostic.setqflist() lists them.
  vim.diagnostic.setqflist({ open = false })
  result.not_open = {}
  for _, item in ipairs(vim.fn.getqflist()) do
    if not vim.api.nvim_buf_is_loaded(item.bufnr) then
      result.not_open[vim.fn.fnamemodify(vim.fn.bufname(item.bufnr), ':t')] = true
    end
  end
else -- navigation
  local token_line, token_col = tonumber(env.TOKEN_LINE), tonumber(env.TOKEN_COL)
  -- What a command of Neovim's puts in the quickfix list (its window closed after).
  local function listed(command)
    vim.fn.setqflist({}, 'r')
    command()
    vim.wait(20000, function() return #vim.fn.getqflist() > 0 end, 20)
    local items = vim.fn.getqflist()
    vim.cmd('cclose')
    vim.fn.win_gotoid(vim.fn.bufwinid(bufnr))
    return items
  end

  -- Symbols, as :lua vim.lsp.buf.document_symbol() lists them.
  result.symbols = {}
  for _, item in ipairs(listed(vim.lsp.buf.document_symbol)) do table.insert(result.symbols, item.text) end

  -- Colours, and the first one picked red, applied as the client applies an edit.
  local colours = ask('textDocument/documentColor', { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }) or {}
  result.colours = #colours
  if colours[1] then
    local presentation = ask('textDocument/colorPresentation', {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) }, range = colours[1].range,
      color = { red = 1, green = 0, blue = 0, alpha = colours[1].color.alpha },
    })
    result.presentation = presentation and presentation[1] and presentation[1].label
    vim.lsp.util.apply_text_edits({ presentation[1].textEdit }, bufnr, 'utf-16')
    result.recoloured = vim.api.nvim_buf_get_lines(bufnr, colours[1].range.start.line, colours[1].range.start.line + 1, false)[1]
  end

  -- References, as :lua vim.lsp.buf.references() puts them in the quickfix list.
  vim.api.nvim_win_set_cursor(0, { token_line + 1, token_col })
  result.references = {}
  for _, item in ipairs(listed(function() vim.lsp.buf.references() end)) do
    table.insert(result.references, vim.fn.fnamemodify(vim.fn.bufname(item.bufnr), ':t') .. ':' .. item.lnum)
  end

  -- Inlay hints over the whole file.
  local hints = ask('textDocument/inlayHint', {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
  }) or {}
  result.hints = #hints
  result.first_hint = hints[1] and { label = hints[1].label, line = hints[1].position.line }

  -- An element typed after `<` on a new line of a view, completed as 0.7's omnifunc does:
  -- from the server's textEdit start when the items share one, filtered by what is typed.
  local view_line = tonumber(env.VIEW_LINE)
  vim.api.nvim_buf_set_lines(bufnr, view_line, view_line, false, { '        <lab' })
  local line = vim.api.nvim_buf_get_lines(bufnr, view_line, view_line + 1, false)[1]
  local completion = ask('textDocument/completion', at(view_line, #line))
  local items = vim.lsp.util.extract_completion_items(completion)
  local start_char
  for _, item in ipairs(items) do
    if item.textEdit then
      if start_char and start_char ~= item.textEdit.range.start.character then start_char = nil break end
      start_char = item.textEdit.range.start.character
    end
  end
  local startbyte = start_char and vim.str_byteindex(line, start_char, true) or vim.fn.match(line, '\\k*$')
  local matches = vim.lsp.util.text_document_completion_list_to_complete_items(completion, line:sub(startbyte + 1))
  result.elements = {}
  for _, match in ipairs(matches) do table.insert(result.elements, match.word) end
  if matches[1] then result.completed = line:sub(1, startbyte) .. matches[1].word end
  vim.api.nvim_buf_set_lines(bufnr, view_line, view_line + 1, false, {})

  -- Rename, as :lua vim.lsp.buf.rename() does it (prepareRename, then the edit applied to
  -- every file, loaded into buffers).
  vim.api.nvim_win_set_cursor(0, { token_line + 1, token_col })
  vim.lsp.buf.rename(env.NEW_NAME)
  result.renamed = vim.wait(20000, function()
    local text = vim.api.nvim_buf_get_lines(bufnr, token_line, token_line + 1, false)[1]
    return text:find(env.NEW_NAME, 1, true) ~= nil
  end, 20)
  -- In each buffer the edit loaded: how many times the new name, and its _alt, are written.
  result.renamed_files = {}
  for _, buffer in ipairs(vim.api.nvim_list_bufs()) do
    local text = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), '\n')
    local name = env.NEW_NAME:gsub('%p', '%%%0')
    local _, plain = text:gsub('"' .. name .. '"', '')
    local _, alt = text:gsub('"' .. name .. '_alt"', '')
    if plain + alt > 0 then
      result.renamed_files[vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buffer), ':t')] = plain .. '+' .. alt
    end
  end
end

-- Stop as an editor quits (shutdown, then exit), and wait for the server to end.
vim.lsp.stop_client(client().id)
vim.wait(10000, function() return result.server_exit ~= nil end, 20)
finish()
