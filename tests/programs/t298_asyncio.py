# asyncio on CPython's Lib: gather, tasks, queues, async generators, wait_for
# timeouts (time.get_clock_info, _socket's socketpair, select's poll, _signal)
import time, asyncio
i = time.get_clock_info("monotonic"); print(i.implementation, i.monotonic, i.adjustable, i.resolution)
try: time.get_clock_info("x")
except ValueError as e: print(e)
async def work(n):
    await asyncio.sleep(0)
    return n * 2
async def agen(n):
    for i in range(n):
        yield i
        await asyncio.sleep(0)
async def main():
    r = await asyncio.gather(*(work(i) for i in range(5)))
    print(r)
    print([x async for x in agen(4)])
    q = asyncio.Queue()
    for i in range(3): await q.put(i)
    print([await q.get() for _ in range(3)])
    t = asyncio.create_task(work(21)); print(await t)
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.01)
    except asyncio.TimeoutError: print("timeout")
    return "done"
print(asyncio.run(main()))
