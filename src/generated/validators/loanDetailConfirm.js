// Generated code. Do not modify. Run npm run gen.
export const validate = validate39;

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.amount === undefined) && (missing0 = "amount")) || ((data.periods === undefined) && (missing0 = "periods"))) || ((data.termUnit === undefined) && (missing0 = "termUnit"))) || ((data.details === undefined) && (missing0 = "details"))) || ((data.repay_plans === undefined) && (missing0 = "repay_plans"))){
validate39.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.amount !== undefined){
let data0 = data.amount;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate39.errors = [{instancePath:instancePath+"/amount",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.periods !== undefined){
let data1 = data.periods;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate39.errors = [{instancePath:instancePath+"/periods",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.termUnit !== undefined){
let data2 = data.termUnit;
const _errs5 = errors;
if((typeof data2 !== "string") && (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2))))){
validate39.errors = [{instancePath:instancePath+"/termUnit",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.details !== undefined){
let data3 = data.details;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.text === undefined) && (missing1 = "text")) || ((data4.value === undefined) && (missing1 = "value"))){
validate39.errors = [{instancePath:instancePath+"/details/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.text !== undefined){
const _errs11 = errors;
if(typeof data4.text !== "string"){
validate39.errors = [{instancePath:instancePath+"/details/" + i0+"/text",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.value !== undefined){
let data6 = data4.value;
const _errs13 = errors;
if((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))){
validate39.errors = [{instancePath:instancePath+"/details/" + i0+"/value",keyword:"type",message:"must be string,number"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/details/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/details",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repay_plans !== undefined){
let data7 = data.repay_plans;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid3 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.amount === undefined) && (missing2 = "amount")) || ((data8.pay_time === undefined) && (missing2 = "pay_time"))){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.amount !== undefined){
let data9 = data8.amount;
const _errs19 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/amount",keyword:"type",message:"must be integer"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.pay_time !== undefined){
let data10 = data8.pay_time;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/pay_time",keyword:"type",message:"must be integer"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.description !== undefined){
const _errs23 = errors;
if(typeof data8.description !== "string"){
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/description",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/repay_plans/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/repay_plans",keyword:"type",message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPayTime !== undefined){
let data12 = data.firstPayTime;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate39.errors = [{instancePath:instancePath+"/firstPayTime",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPeriodDay !== undefined){
let data13 = data.firstPeriodDay;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate39.errors = [{instancePath:instancePath+"/firstPeriodDay",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pRateDsc !== undefined){
const _errs29 = errors;
if(typeof data.pRateDsc !== "string"){
validate39.errors = [{instancePath:instancePath+"/pRateDsc",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sendSms !== undefined){
let data15 = data.sendSms;
const _errs31 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate39.errors = [{instancePath:instancePath+"/sendSms",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isPopType !== undefined){
let data16 = data.isPopType;
const _errs33 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate39.errors = [{instancePath:instancePath+"/isPopType",keyword:"type",message:"must be integer"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popContent !== undefined){
const _errs35 = errors;
if(typeof data.popContent !== "string"){
validate39.errors = [{instancePath:instancePath+"/popContent",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popTitle !== undefined){
const _errs37 = errors;
if(typeof data.popTitle !== "string"){
validate39.errors = [{instancePath:instancePath+"/popTitle",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popAgreementUrl !== undefined){
const _errs39 = errors;
if(typeof data.popAgreementUrl !== "string"){
validate39.errors = [{instancePath:instancePath+"/popAgreementUrl",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comProductLogo !== undefined){
const _errs41 = errors;
if(typeof data.comProductLogo !== "string"){
validate39.errors = [{instancePath:instancePath+"/comProductLogo",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comProductName !== undefined){
const _errs43 = errors;
if(typeof data.comProductName !== "string"){
validate39.errors = [{instancePath:instancePath+"/comProductName",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate39.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
