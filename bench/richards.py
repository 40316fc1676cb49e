# corpus-arg: 2
# Richards: an operating-system task scheduler simulation (classic benchmark), written for lbbv.
import sys

IDLE = 0
WORKER = 1
HANDLER_A = 2
HANDLER_B = 3
DEVICE_A = 4
DEVICE_B = 5
NTASKS = 6

KIND_DEVICE = 0
KIND_WORK = 1
BUFSIZE = 4


class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.datum = 0
        self.data = [0] * BUFSIZE

    def append_to(self, queue):
        self.link = None
        if queue is None:
            return self
        p = queue
        while p.link is not None:
            p = p.link
        p.link = self
        return queue


class IdleState:
    def __init__(self):
        self.control = 1
        self.count = 10000


class WorkerState:
    def __init__(self):
        self.destination = HANDLER_A
        self.count = 0


class HandlerState:
    def __init__(self):
        self.work_in = None
        self.device_in = None


class DeviceState:
    def __init__(self):
        self.pending = None


class Scheduler:
    def __init__(self):
        self.tasks = [None] * NTASKS
        self.task_list = None
        self.hold_count = 0
        self.qpkt_count = 0

    def find(self, ident):
        t = self.tasks[ident]
        if t is None:
            raise RuntimeError("bad task id %d" % ident)
        return t

    def run(self):
        t = self.task_list
        while t is not None:
            if t.holding or (t.waiting and not t.pending):
                t = t.link
            else:
                t = t.step()


class Task:
    def __init__(self, sched, ident, priority, queue, pending, waiting, state):
        self.sched = sched
        self.link = sched.task_list
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.pending = pending
        self.waiting = waiting
        self.holding = False
        self.state = state
        sched.task_list = self
        sched.tasks[ident] = self

    def step(self):
        msg = None
        if self.pending and self.waiting and not self.holding:
            msg = self.queue
            self.queue = msg.link
            self.waiting = False
            self.pending = self.queue is not None
        return self.fn(msg)

    def add_packet(self, pkt, current):
        if self.queue is None:
            self.queue = pkt
            self.pending = True
            if self.priority > current.priority:
                return self
        else:
            pkt.append_to(self.queue)
        return current

    def wait(self):
        self.waiting = True
        return self

    def hold(self):
        self.sched.hold_count += 1
        self.holding = True
        return self.link

    def release(self, ident):
        t = self.sched.find(ident)
        t.holding = False
        if t.priority > self.priority:
            return t
        return self

    def send(self, pkt):
        t = self.sched.find(pkt.ident)
        self.sched.qpkt_count += 1
        pkt.link = None
        pkt.ident = self.ident
        return t.add_packet(pkt, self)


class IdleTask(Task):
    def fn(self, pkt):
        s = self.state
        s.count -= 1
        if s.count == 0:
            return self.hold()
        if s.control & 1 == 0:
            s.control = s.control // 2
            return self.release(DEVICE_A)
        s.control = (s.control // 2) ^ 0xD008
        return self.release(DEVICE_B)


class WorkerTask(Task):
    def fn(self, pkt):
        s = self.state
        if pkt is None:
            return self.wait()
        dest = HANDLER_B if s.destination == HANDLER_A else HANDLER_A
        s.destination = dest
        pkt.ident = dest
        pkt.datum = 0
        for i in range(BUFSIZE):
            s.count += 1
            if s.count > 26:
                s.count = 1
            pkt.data[i] = 64 + s.count
        return self.send(pkt)


class HandlerTask(Task):
    def fn(self, pkt):
        s = self.state
        if pkt is not None:
            if pkt.kind == KIND_WORK:
                s.work_in = pkt.append_to(s.work_in)
            else:
                s.device_in = pkt.append_to(s.device_in)
        work = s.work_in
        if work is None:
            return self.wait()
        n = work.datum
        if n >= BUFSIZE:
            s.work_in = work.link
            return self.send(work)
        dev = s.device_in
        if dev is None:
            return self.wait()
        s.device_in = dev.link
        dev.datum = work.data[n]
        work.datum = n + 1
        return self.send(dev)


class DeviceTask(Task):
    def fn(self, pkt):
        s = self.state
        if pkt is None:
            pkt = s.pending
            if pkt is None:
                return self.wait()
            s.pending = None
            return self.send(pkt)
        s.pending = pkt
        return self.hold()


def one_run():
    sched = Scheduler()
    IdleTask(sched, IDLE, 1, None, False, False, IdleState())
    q = Packet(None, 0, KIND_WORK)
    q = Packet(q, 0, KIND_WORK)
    WorkerTask(sched, WORKER, 1000, q, True, True, WorkerState())
    q = Packet(None, DEVICE_A, KIND_DEVICE)
    q = Packet(q, DEVICE_A, KIND_DEVICE)
    q = Packet(q, DEVICE_A, KIND_DEVICE)
    HandlerTask(sched, HANDLER_A, 2000, q, True, True, HandlerState())
    q = Packet(None, DEVICE_B, KIND_DEVICE)
    q = Packet(q, DEVICE_B, KIND_DEVICE)
    q = Packet(q, DEVICE_B, KIND_DEVICE)
    HandlerTask(sched, HANDLER_B, 3000, q, True, True, HandlerState())
    DeviceTask(sched, DEVICE_A, 4000, None, False, True, DeviceState())
    DeviceTask(sched, DEVICE_B, 5000, None, False, True, DeviceState())
    sched.run()
    return sched.hold_count, sched.qpkt_count


def main(iterations):
    ok = 0
    for _ in range(iterations):
        hold, qpkt = one_run()
        if hold == 9297 and qpkt == 23246:
            ok += 1
    print("hold_count", hold, "qpkt_count", qpkt)
    print("correct runs", ok, "of", iterations)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
