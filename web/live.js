// Direct connections between the devices of a game (WebRTC data channels), for Python to
// drive (expeditions.web.live_area). This file only moves text: the offers and answers it
// takes are SDP that Python wrote from checked, signed signals (expeditions.remote.live), and
// every text that arrives is handed to Python, which checks it as it checks a link.
(() => {
  if (typeof RTCPeerConnection === "undefined") return;
  // Bounded like a link: Python refuses anything longer anyway, and this keeps a flood of
  // junk from ever reaching it.
  const MAX_TEXT = 65536;
  // How long an offer or answer waits for the device's addresses before it goes with those
  // it has (a public address server that does not answer must not hold the link back).
  const GATHER_MS = 1500;
  const peers = new Map(); // key -> {pc, channel, id}
  let onMessage = () => {};
  let onState = () => {};
  // When each connection opened and each arrival was painted (epoch milliseconds): read by
  // benchmarks/live_play.py, and by anyone asking why a move took long.
  const timeline = [];
  const epoch = () => performance.timeOrigin + performance.now();

  function servers() {
    const list = window.expeditionsLiveServers;
    return Array.isArray(list) ? list.map((url) => ({ urls: String(url) })) : [];
  }

  function gathered(pc) {
    return new Promise((resolve) => {
      if (pc.iceGatheringState === "complete") return resolve();
      const timer = setTimeout(resolve, GATHER_MS);
      pc.addEventListener("icegatheringstatechange", () => {
        if (pc.iceGatheringState === "complete") {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  function start(key, id) {
    close(key);
    const pc = new RTCPeerConnection({ iceServers: servers() });
    const channel = pc.createDataChannel("expeditions", { negotiated: true, id: 0 });
    const peer = { pc, channel, id };
    const report = () => {
      if (peers.get(key) === peer) onState(key, state(key));
    };
    channel.onopen = () => {
      timeline.push(["open", key, epoch()]);
      report();
    };
    channel.onclose = report;
    channel.onmessage = (event) => {
      if (peers.get(key) === peer && typeof event.data === "string"
          && event.data.length <= MAX_TEXT) {
        timeline.push(["message", key, epoch()]);
        onMessage(key, event.data);
      }
    };
    pc.onconnectionstatechange = report;
    peers.set(key, peer);
    return peer;
  }

  async function offer(key, id) {
    const { pc } = start(key, id);
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    return pc.localDescription.sdp;
  }

  async function answer(key, id, sdp) {
    const { pc } = start(key, id);
    await pc.setRemoteDescription({ type: "offer", sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    return pc.localDescription.sdp;
  }

  async function accept(key, id, sdp) {
    const peer = peers.get(key);
    if (!peer || peer.id !== id || peer.pc.signalingState !== "have-local-offer") return false;
    await peer.pc.setRemoteDescription({ type: "answer", sdp });
    return true;
  }

  function state(key) {
    const peer = peers.get(key);
    if (!peer) return "none";
    if (peer.channel.readyState === "open") return "open";
    const failed = ["failed", "closed", "disconnected"].includes(peer.pc.connectionState);
    return failed || peer.channel.readyState === "closed" ? "lost" : "waiting";
  }

  function send(key, text) {
    const peer = peers.get(key);
    if (!peer || peer.channel.readyState !== "open") return false;
    peer.channel.send(String(text));
    return true;
  }

  function close(key) {
    const peer = peers.get(key);
    if (!peer) return;
    peers.delete(key);
    peer.channel.close();
    peer.pc.close();
  }

  // Python drew what came over a connection: note when the frame with it is painted.
  function painted(key) {
    requestAnimationFrame(() => setTimeout(() => timeline.push(["painted", key, epoch()])));
  }

  window.expeditionsLive = {
    offer, answer, accept, state, send, close, painted, timeline,
    listen(message, changed) {
      onMessage = message;
      onState = changed;
    },
  };
})();
