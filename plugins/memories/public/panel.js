// The memories panel: a person's memories, grouped by agent, each with a way to delete it. The
// web UI shows the panel's title above the frame, so the panel starts with its content.
// A plain browser module, the worked example in docs/plugins.md ("UI panels"): the web UI runs it
// in a sandboxed frame and passes `spora`, the bridge through which it calls the API.

const memoriesPath = '/api/v1/plugins/memories/memories';

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'onClick') node.addEventListener('click', value);
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

export async function mount(root, spora) {
  const stylesheet = element('link', {
    rel: 'stylesheet',
    href: new URL('./panel.css', import.meta.url).href,
  });
  document.head.append(stylesheet);
  const status = element('p', { class: 'status', role: 'status' });
  const list = element('div', { class: 'groups' });
  root.append(
    element(
      'header',
      {},
      element(
        'p',
        { class: 'muted' },
        'What your agents remember between tasks. Deleting a memory cannot be undone.',
      ),
    ),
    status,
    list,
  );

  /** Reads the memories again; `done` (what just happened) is announced once they are shown. */
  async function load(done = '') {
    status.textContent = 'Loading memories…';
    status.classList.remove('error');
    try {
      const [{ memories }, { agents }] = await Promise.all([
        spora.get(memoriesPath),
        spora.get('/api/v1/agents'),
      ]);
      render(memories, new Map(agents.map((agent) => [agent.id, agent.name])));
      const count =
        memories.length === 0 ? '' : `${memories.length} ${memories.length === 1 ? 'memory' : 'memories'}`;
      status.textContent = [done, count].filter(Boolean).join(' ');
    } catch (error) {
      status.textContent = `Could not load memories: ${error.message}`;
      status.classList.add('error');
    }
  }

  function render(memories, agentNames) {
    list.replaceChildren();
    if (memories.length === 0) {
      list.append(
        element(
          'p',
          { class: 'empty' },
          'No memories yet. Agents with the memory tools save them as they work.',
        ),
      );
      return;
    }
    const groups = new Map();
    for (const memory of memories) {
      const title =
        memory.scope === 'global'
          ? 'Shared by all your agents'
          : (agentNames.get(memory.agent_id) ?? `Agent ${memory.agent_id}`);
      if (!groups.has(title)) groups.set(title, []);
      groups.get(title).push(memory);
    }
    for (const [title, items] of groups) {
      list.append(
        element(
          'section',
          { 'aria-label': title },
          element('h2', {}, title),
          element('ul', {}, ...items.map(row)),
        ),
      );
    }
  }

  function row(memory) {
    const actions = element('div', { class: 'actions' });
    const item = element(
      'li',
      { class: 'memory' },
      element(
        'div',
        { class: 'text' },
        element('h3', {}, memory.name),
        element('p', { class: 'muted' }, memory.summary ?? ''),
        element('p', { class: 'content' }, memory.content),
      ),
      actions,
    );
    const ask = () => {
      actions.replaceChildren(
        element('span', { class: 'muted' }, 'Delete it?'),
        element('button', { type: 'button', class: 'danger', onClick: remove }, 'Delete'),
        element('button', { type: 'button', onClick: reset }, 'Cancel'),
      );
      actions.querySelector('.danger').focus();
    };
    const reset = () =>
      actions.replaceChildren(
        element('button', { type: 'button', 'aria-label': `Delete ${memory.name}`, onClick: ask }, 'Delete'),
      );
    async function remove(event) {
      event.currentTarget.disabled = true;
      event.currentTarget.textContent = 'Deleting…';
      try {
        await spora.delete(`${memoriesPath}/${memory.id}`);
        await load(`Deleted ${memory.name}.`);
      } catch (error) {
        status.textContent = `Could not delete ${memory.name}: ${error.message}`;
        reset();
      }
    }
    reset();
    return item;
  }

  await load();
}
