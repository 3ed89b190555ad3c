//! The lab's worker for the machines that use it (the lab's table and the
//! records page's measurement): carries out their [`Command`] through the
//! worker's client and reports what it hears ([`Heard`]).

use crate::domain::lab::work::{Ask, Command, Heard};
use crate::domain::machine::Machine;
use crate::workers::client::Client;
use crate::workers::protocol::lab::{LabRequest, LabWorker};
use bitqueens_workers::lab::LAB_PATIENCE;

use super::machine::{Effects, Events};

/// The lab worker's client, started by the first request.
#[derive(Default)]
pub struct LabEffects {
    client: Option<Client<LabWorker>>,
}

impl<M: Machine<Command = Command>> Effects<M> for LabEffects
where
    M::Event: From<Heard> + 'static,
{
    fn run(&mut self, work: Command, events: &Events<M::Event>) {
        match work {
            Command::Start(ask) => {
                let client = self.client.get_or_insert_with(|| {
                    let (on_reply, on_silent) = (events.clone(), events.clone());
                    Client::new(
                        LAB_PATIENCE,
                        move |reply| {
                            on_reply.send(match reply {
                                Ok(reply) => Heard::Reply(reply),
                                Err(why) => Heard::Failed(why),
                            })
                        },
                        move || on_silent.send(Heard::Silent),
                    )
                });
                client.next_run();
                send(client, ask);
            }
            Command::Next(ask) => {
                if let Some(client) = &self.client {
                    send(client, ask);
                }
            }
            Command::Stop => {
                if let Some(client) = &self.client {
                    client.stop();
                }
            }
        }
    }
}

/// Sends `ask` as a request of the client's current run; its answer may
/// take up to its time limit.
fn send(client: &Client<LabWorker>, ask: Ask) {
    let request = LabRequest {
        run: client.run(),
        method: ask.method.id().to_string(),
        n: ask.n as u32,
        limit_ms: ask.limit_ms,
    };
    client.send(&request, ask.limit_ms);
}
