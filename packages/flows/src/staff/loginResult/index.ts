export { loginResultMachine, type LoginResultEvent, type LoginStanding } from './loginResult.machine';
